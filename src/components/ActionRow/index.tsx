import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Action = {
  readonly label: string;
  /** A site path or an external address. */
  readonly to: string;
};

/** A centred row of link buttons, the first one primary, the others secondary: the landing page's calls to action. */
export default function ActionRow({
  actions,
  large = false,
}: {
  actions: readonly Action[];
  large?: boolean;
}): ReactNode {
  return (
    <div className={styles.actions}>
      {actions.map(({ label, to }, index) => (
        <Link
          key={to}
          className={clsx('button', index === 0 ? 'button--primary' : 'button--secondary', large && 'button--lg')}
          to={to}
        >
          {label}
        </Link>
      ))}
    </div>
  );
}
