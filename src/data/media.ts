/** Brand assets and colours shown on the media page. */
export type MediaAsset = {
  readonly id: string;
  readonly title: string;
  readonly file: string;
  readonly width: number;
  readonly height: number;
  /** The background the asset is drawn for. */
  readonly background: 'light' | 'dark' | 'any';
};

export type BrandColor = {
  readonly name: string;
  readonly hex: `#${string}`;
};

export const mediaAssets: readonly MediaAsset[] = [
  { id: 'logo', title: 'Logo', file: '/img/logo.svg', width: 64, height: 64, background: 'any' },
  {
    id: 'wordmark-light',
    title: 'Wordmark for light backgrounds',
    file: '/img/logo-wordmark-light.svg',
    width: 220,
    height: 64,
    background: 'light',
  },
  {
    id: 'wordmark-dark',
    title: 'Wordmark for dark backgrounds',
    file: '/img/logo-wordmark-dark.svg',
    width: 220,
    height: 64,
    background: 'dark',
  },
];

export const primaryColor: BrandColor = { name: 'Primary', hex: '#398ccb' };

/** Tints and shades of the primary colour, lightest first. */
export const colorScale: readonly BrandColor[] = [
  { name: '50', hex: '#eef5fb' },
  { name: '100', hex: '#d6e8f5' },
  { name: '200', hex: '#a0c9ea' },
  { name: '300', hex: '#74b0de' },
  { name: '400', hex: '#5ea3d8' },
  { name: '500', hex: '#398ccb' },
  { name: '600', hex: '#2e7ab5' },
  { name: '700', hex: '#2a6fa5' },
  { name: '800', hex: '#1d4d73' },
  { name: '900', hex: '#133450' },
];
