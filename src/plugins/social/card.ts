import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import type { Font, FontWeight } from 'satori';
import sharp from 'sharp';
import { colorScale, primaryColor } from '../../data/media';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Everything a card shows; its hash names the cached image, so it must hold every input. */
export type Card = {
  readonly title: string;
  readonly description: string;
  /** Small line above the title: the section, e.g. `Docs › @trpc/server`. */
  readonly eyebrow: string;
  /** Address shown at the bottom left, without the protocol. */
  readonly address: string;
  /** Bottom right, e.g. the docs version or a post's date and reading time. */
  readonly badge?: { readonly text: string; readonly tone: 'primary' | 'warning' | 'plain' };
};

export type CardRenderer = (card: Card) => Promise<Buffer>;

const shade = (name: string): string => {
  const color = colorScale.find((entry) => entry.name === name);
  if (!color) throw new Error(`No brand colour ${name}`);
  return color.hex;
};

const palette = {
  background: shade('900'),
  accent: primaryColor.hex,
  title: '#ffffff',
  text: shade('100'),
  eyebrow: shade('300'),
  address: shade('200'),
  // Between 900 and 800: a backdrop that stays behind the text.
  decoration: '#173e5e',
  warning: '#f5c451',
};

const FONT_WEIGHTS = [400, 600, 800] as const satisfies readonly FontWeight[];
const FONT_SUBSETS = ['latin', 'latin-ext'] as const;

function fontFiles(siteDir: string): string[] {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return FONT_SUBSETS.flatMap((subset) =>
    FONT_WEIGHTS.map((weight) => require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
  );
}

const logoPath = (siteDir: string): string => path.join(siteDir, 'static/img/logo.svg');

/**
 * A hash of everything besides the card's text that shapes the image: this template, the PNG
 * encoder's version, the fonts and the logo. Changing any of them re-renders every card.
 */
export function rendererFingerprint(siteDir: string): string {
  const hash = createHash('sha256');
  // The encoder's version and those of the libraries it bundles (libvips, libimagequant, libpng).
  hash.update(JSON.stringify(sharp.versions));
  // Reads this module's own source: a missing file must fail loudly, not leave stale cards.
  for (const file of [__filename, ...fontFiles(siteDir), logoPath(siteDir)]) {
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Encodes opaque RGBA pixels as an 8-bit palette PNG with sharp (libimagequant), much smaller
 * than the RGBA PNG the renderer writes. A card rarely has more than 256 colours, so the palette
 * holds them all. The quantizer's fastest setting (effort 1) may move a colour channel by one
 * level, which no eye sees; with zlib's level 6 the card is as small as with the defaults
 * (effort 7, level 9) and encodes faster, which counts on a cold build of every card.
 */
export async function encodeCard(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ palette: true, dither: 0, effort: 1, compressionLevel: 6 })
    .toBuffer();
}

/** Emoji and other pictographs are not in the font: drop them rather than draw empty boxes. */
export function printable(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 56) return 64;
  return 54;
}

function badge(card: Card): ReactNode {
  if (!card.badge) return null;
  const tones: Record<NonNullable<Card['badge']>['tone'], CSSProperties> = {
    primary: { backgroundColor: palette.accent, color: palette.title, padding: '8px 22px', borderRadius: 999 },
    warning: { backgroundColor: palette.warning, color: palette.background, padding: '8px 22px', borderRadius: 999 },
    plain: { color: palette.text },
  };
  return h(
    'div',
    { style: { display: 'flex', fontSize: 28, fontWeight: 600, ...tones[card.badge.tone] } },
    card.badge.text,
  );
}

/** The card layout (satori supports a flexbox subset of CSS: every box with children is a flex box). */
function template(card: Card, logo: string): ReactNode {
  const title = printable(card.title);
  const description = printable(card.description);
  return h(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        padding: '60px 72px 56px',
        backgroundColor: palette.background,
        borderTop: `14px solid ${palette.accent}`,
        fontFamily: 'Inter',
        color: palette.title,
      },
    },
    // The logo's two arrows, large and faint, as a backdrop in the top right corner.
    h(
      'svg',
      {
        width: 340,
        height: 340,
        viewBox: '0 0 64 64',
        style: { position: 'absolute', right: -56, top: -44 },
      },
      h(
        'g',
        {
          fill: 'none',
          stroke: palette.decoration,
          strokeWidth: 5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        },
        h('path', { d: 'M14 24h30l-8-8' }),
        h('path', { d: 'M50 40H20l8 8' }),
      ),
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center' } },
      h('img', { src: logo, width: 64, height: 64 }),
      h('div', { style: { display: 'flex', fontSize: 40, fontWeight: 800, marginLeft: 20 } }, 'tRPC'),
      card.eyebrow
        ? h(
            'div',
            { style: { display: 'flex', fontSize: 30, fontWeight: 600, color: palette.eyebrow, marginLeft: 28 } },
            printable(card.eyebrow),
          )
        : null,
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, maxWidth: 1000 } },
      h(
        'div',
        {
          style: {
            display: 'block',
            fontSize: titleSize(title),
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: -1,
            lineClamp: 2,
          },
        },
        title,
      ),
      description
        ? h(
            'div',
            {
              style: {
                display: 'block',
                marginTop: 26,
                fontSize: 30,
                lineHeight: 1.4,
                color: palette.text,
                lineClamp: 3,
              },
            },
            description,
          )
        : null,
    ),
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } },
      h('div', { style: { display: 'flex', fontSize: 28, color: palette.address } }, card.address),
      badge(card),
    ),
  );
}

/** Loads the fonts and the logo once and returns a function that renders a card to a palette PNG. */
export async function createCardRenderer(siteDir: string): Promise<CardRenderer> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const files = fontFiles(siteDir);
  const fonts: Font[] = FONT_SUBSETS.flatMap((_, s) =>
    FONT_WEIGHTS.map((weight, w) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: fs.readFileSync(files[s * FONT_WEIGHTS.length + w]),
    })),
  );
  const logo = `data:image/svg+xml;base64,${fs.readFileSync(logoPath(siteDir)).toString('base64')}`;
  return async (card) => {
    const svg = await satori(template(card, logo), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
    // resvg renders on libuv's thread pool, so several cards overlap on a multi-core machine.
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
    return encodeCard(image.pixels, image.width, image.height);
  };
}
