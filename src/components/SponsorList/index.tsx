import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Sponsor, SponsorTier } from '@site/src/data/sponsors';
import styles from './styles.module.css';

type Props = {
  readonly tier: SponsorTier;
  /** The sponsors of this tier. */
  readonly sponsors: readonly Sponsor[];
  /** Where to sponsor, linked from the message shown when the tier is empty. */
  readonly sponsorUrl: string;
};

/** One sponsor tier: its description, then its sponsors as links, or an invitation when it is empty. */
export default function SponsorList({ tier, sponsors, sponsorUrl }: Props): ReactNode {
  return (
    <>
      <p>{tier.description}</p>
      {sponsors.length === 0 ? (
        <p className={styles.empty}>
          No sponsors are listed in this tier yet. <Link href={sponsorUrl}>Become one on GitHub Sponsors</Link>.
        </p>
      ) : (
        <ul className={styles.list} aria-label={`${tier.title} sponsors`}>
          {sponsors.map((sponsor) => (
            <li key={sponsor.url} className={styles.item}>
              <Link href={sponsor.url} className={styles.link}>
                {sponsor.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
