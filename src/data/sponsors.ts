/**
 * Sponsors shown on the "Sponsors" docs page, grouped by tier.
 *
 * Only list a sponsor we can point to publicly (for example on the GitHub Sponsors page
 * below) and only with the sponsor's consent. Until then a tier stays empty and the page
 * explains how to become a sponsor. Never invent a sponsor, a tier or an amount.
 */

/** Where people and companies sponsor tRPC. */
export const sponsorUrl = 'https://github.com/sponsors/trpc';

export type SponsorTierId = 'gold' | 'silver' | 'bronze' | 'individual';

export type SponsorTier = {
  readonly id: SponsorTierId;
  readonly title: string;
  /** Shown under the tier heading. */
  readonly description: string;
};

export type Sponsor = {
  /** Company or person name, as the sponsor wants it shown. */
  readonly name: string;
  /** The sponsor's website or profile. */
  readonly url: string;
  readonly tier: SponsorTierId;
};

/** The tiers, keyed by id; the page shows them in the order gold, silver, bronze, individual. */
export const sponsorTiers: Readonly<Record<SponsorTierId, SponsorTier>> = {
  gold: { id: 'gold', title: 'Gold', description: 'Companies sponsoring at the highest level.' },
  silver: { id: 'silver', title: 'Silver', description: 'Companies sponsoring at the middle level.' },
  bronze: { id: 'bronze', title: 'Bronze', description: 'Companies and teams sponsoring at the entry level.' },
  individual: { id: 'individual', title: 'Individuals', description: 'People who sponsor tRPC personally.' },
};

/** Verified, public sponsors. Empty until someone adds a real entry by pull request. */
const sponsors: readonly Sponsor[] = [];

/** The sponsors of one tier, in the order they appear in `sponsors`. */
export function sponsorsOfTier(tier: SponsorTierId, list: readonly Sponsor[] = sponsors): readonly Sponsor[] {
  return list.filter((sponsor) => sponsor.tier === tier);
}
