import type { ReactNode } from 'react';
import type { Feature } from '@site/src/data/features';
import styles from './styles.module.css';

type Props = { readonly features: readonly Feature[] };

export default function FeatureGrid({ features }: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.id} className={styles.card}>
          <span className={styles.icon} aria-hidden="true">
            {feature.icon}
          </span>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.description}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
