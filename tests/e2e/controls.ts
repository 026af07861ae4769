import type { Page } from '@playwright/test';
import { visit } from './fixtures';
import { stopTransitions } from './axe';

export type ColourMode = 'light' | 'dark';

/** WCAG 1.4.11 (non-text contrast): an icon that is the only sign of a control needs 3:1. */
const ICON_CONTRAST = 3;

/** Opens a page in a colour mode (the stored choice, as a returning reader has it), hydrated and without transitions. */
export async function openInMode(page: Page, path: string, mode: ColourMode): Promise<void> {
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, path);
  await stopTransitions(page);
  // No control is hovered or focused: the check is of the resting state.
  await page.mouse.move(0, page.viewportSize()?.height ?? 0);
}

/**
 * The icons of the visible controls (links and buttons with an SVG) in `container`, each checked as
 * a reader sees it: inside its control and inside the container (not clipped or hanging below the
 * bar), and at least 3:1 against what it sits on. The icon's colour is its shape's paint with the
 * opacity of every element between it and the first background, composed over that background.
 * Returns one line per problem.
 */
export function iconProblems(page: Page, container: string): Promise<string[]> {
  return page.evaluate(
    ({ container: selector, minContrast }) => {
      type Rgba = [number, number, number, number];
      const parse = (colour: string): Rgba => {
        const parts = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
      };
      const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
        r * a + br * (1 - a),
        g * a + bg * (1 - a),
        b * a + bb * (1 - a),
        1,
      ];
      const luminance = ([r, g, b]: Rgba) => {
        const [lr, lg, lb] = [r, g, b].map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
      };
      const contrast = (a: Rgba, b: Rgba) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light + 0.05) / (dark + 0.05);
      };
      /** The opaque colour behind `element`: its backgrounds and its ancestors', composed over white. */
      const backdrop = (element: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let node: Element | null = element; node; node = node.parentElement) {
          const layer = parse(getComputedStyle(node).backgroundColor);
          if (layer[3] > 0) layers.push(layer);
          if (layer[3] >= 1) break;
        }
        return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
      };
      /** The icon's paint and the opacity of it and its ancestors up to the first one with a background. */
      const paint = (icon: SVGSVGElement): Rgba => {
        const shape = [...icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse')].find(
          (candidate) => getComputedStyle(candidate).display !== 'none',
        );
        const style = getComputedStyle(shape ?? icon);
        // An icon from the site's sprite (<use>) is drawn in a shadow tree this page cannot query; its
        // symbols paint with currentColor. Outline icons (the close cross, the menu bars) are strokes;
        // filled icons have no stroke.
        const sprite = shape ? null : icon.querySelector('use');
        const colour = parse(
          sprite ? getComputedStyle(sprite).color : style.stroke !== 'none' ? style.stroke : style.fill,
        );
        let alpha = colour[3];
        for (let node: Element | null = shape ?? sprite ?? icon; node; node = node.parentElement) {
          alpha *= Number(getComputedStyle(node).opacity);
          if (parse(getComputedStyle(node).backgroundColor)[3] > 0) break;
        }
        return [colour[0], colour[1], colour[2], alpha];
      };
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5 &&
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5;
      const box = (rect: DOMRect) =>
        `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;

      const root = document.querySelector(selector);
      if (!root) return [`${selector} is not on the page`];
      const problems: string[] = [];
      const controls = [...root.querySelectorAll('a, button')].filter(
        (control) => control.querySelector('svg') && control.checkVisibility({ visibilityProperty: true }),
      );
      if (controls.length === 0) problems.push(`${selector} has no control with an icon`);
      for (const control of controls) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        const rootBox = root.getBoundingClientRect();
        const controlBox = control.getBoundingClientRect();
        for (const icon of control.querySelectorAll('svg')) {
          const iconBox = icon.getBoundingClientRect();
          if (iconBox.width === 0 || getComputedStyle(icon).visibility === 'hidden') continue;
          if (!inside(iconBox, controlBox))
            problems.push(`"${name}": icon at ${box(iconBox)} is outside its control at ${box(controlBox)}`);
          if (!inside(iconBox, rootBox))
            problems.push(`"${name}": icon at ${box(iconBox)} is outside ${selector} at ${box(rootBox)}`);
          const behind = backdrop(icon);
          const ratio = contrast(over(paint(icon), behind), behind);
          if (ratio < minContrast)
            problems.push(
              `"${name}": icon contrast ${ratio.toFixed(2)}:1 against rgb(${behind.slice(0, 3).join(',')})`,
            );
        }
      }
      return problems;
    },
    { container, minContrast: ICON_CONTRAST },
  );
}

/**
 * The navbar item that marks the reader's place on a docs page (either version): Quickstart and the
 * awesome list stand for their page, "Using Next.js" for the Next.js section (its category page and
 * its pages), "Docs" for every other docs page.
 */
export function placeInNavbar(route: string): string {
  const page = route.replace(/^\/docs(\/v9)?/, '');
  if (page === '/quickstart') return 'Quickstart';
  if (page === '/awesome-trpc') return 'Awesome tRPC Collection';
  if (['/next', '/nextjs', '/ssr', '/ssg', '/ssg-helpers', '/starter-projects'].includes(page)) return 'Using Next.js';
  return 'Docs';
}
