import type { ReactNode } from 'react';
import clsx from 'clsx';
import SiteIcon, { type SiteIconName } from '@site/src/components/SiteIcon';
import styles from './styles.module.css';

type Props = {
  readonly href: string;
  readonly label: string;
  readonly icon: SiteIconName;
  readonly mobile?: boolean;
  readonly className?: string;
};

/** A navbar link shown as an icon on desktop and as a labelled row in the mobile sidebar. */
export default function NavbarIconLink({ href, label, icon, mobile, className }: Props): ReactNode {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <a className={clsx('menu__link', styles.mobileLink)} href={href} target="_blank" rel="noopener noreferrer">
          <SiteIcon name={icon} size={18} />
          {label}
        </a>
      </li>
    );
  }
  return (
    <a
      className={clsx('navbar__item navbar__link', styles.iconLink, className)}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      <SiteIcon name={icon} />
    </a>
  );
}
