// @ts-check
/**
 * Draws bench/ts-perf.json (written by run.mjs) as an SVG line chart
 * for the blog post "TypeScript performance lessons while refactoring for v10":
 *   blog/2023-01-14-typescript-performance-lessons/type-check-chart.svg
 *
 * Two panels share the x axis (procedures in the router): the median "Check time"
 * reported by tsc, and the number of type instantiations. The SVG has a transparent
 * background and mid-tone colours so it reads on the light and the dark theme.
 *
 * Usage: node scripts/ts-perf/run.mjs && node scripts/ts-perf/chart.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsPath = path.join(root, 'bench/ts-perf.json');
const outputPath = path.join(root, 'blog/2023-01-14-typescript-performance-lessons/type-check-chart.svg');

/**
 * @typedef {{ style: string, label: string, procedures: number, checkTimeSeconds: number,
 *   cpuTimeSeconds: number, instantiations: number }} Case
 * @typedef {{ machine: { cpus: number, typescript: string }, runsPerCase: number,
 *   cases: Case[] }} Results
 */

/** @type {Results} */
const results = JSON.parse(fs.readFileSync(resultsPath, 'utf8'));

// Mid-tones: readable on white and on #1b1b1d (the dark theme background).
const TEXT = '#7d7d7d';
const GRID = '#7d7d7d';
const SERIES = [
  { style: 'v9', color: '#e0781f', marker: 'square' },
  { style: 'v10', color: '#398ccb', marker: 'circle' },
];

/**
 * @typedef {{ title: string, unit: string, value: (c: Case) => number,
 *   format: (v: number) => string }} Panel
 */
/** @type {Panel[]} */
const PANELS = [
  {
    title: `Check time (median of ${results.runsPerCase} runs)`,
    unit: 'seconds',
    value: (c) => c.checkTimeSeconds,
    format: (v) => `${v.toFixed(2)} s`,
  },
  {
    title: 'Type instantiations',
    unit: 'thousands',
    value: (c) => c.instantiations / 1000,
    format: (v) => `${Math.round(v)}k`,
  },
];

const WIDTH = 860;
const HEIGHT = 430;
const PANEL_WIDTH = WIDTH / PANELS.length;
const MARGIN = { top: 100, right: 40, bottom: 70, left: 70 };
const PLOT_W = PANEL_WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

const sizes = [...new Set(results.cases.map((c) => c.procedures))].sort((a, b) => a - b);
const maxSize = sizes[sizes.length - 1] ?? 1;

/** @param {string} text */
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A "nice" upper bound and step for an axis that must reach `max`. @param {number} max */
function niceScale(max) {
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  return { step, top: Math.ceil(max / step) * step };
}

/** @param {number} value */
const tickLabel = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * @param {string} marker
 * @param {number} x
 * @param {number} y
 * @param {string} color
 */
function drawMarker(marker, x, y, color) {
  if (marker === 'square') {
    return `<rect x="${(x - 4.5).toFixed(1)}" y="${(y - 4.5).toFixed(1)}" width="9" height="9" fill="${color}"/>`;
  }
  return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="${color}"/>`;
}

/**
 * @param {Panel} panel
 * @param {number} index
 */
function drawPanel(panel, index) {
  const x0 = index * PANEL_WIDTH + MARGIN.left;
  const y0 = MARGIN.top;
  const max = Math.max(...results.cases.map(panel.value));
  const { step, top } = niceScale(max);
  /** @param {number} n */
  const sx = (n) => x0 + (n / maxSize) * PLOT_W;
  /** @param {number} v */
  const sy = (v) => y0 + PLOT_H - (v / top) * PLOT_H;

  const parts = [];
  parts.push(
    `<text x="${x0 + PLOT_W / 2}" y="${y0 - 30}" text-anchor="middle" font-size="16" font-weight="600">${esc(panel.title)}</text>`,
  );
  // Horizontal grid lines and y labels.
  for (let v = 0; v <= top + step / 2; v += step) {
    const y = sy(v);
    parts.push(
      `<line x1="${x0}" x2="${x0 + PLOT_W}" y1="${y.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${GRID}" stroke-opacity="${v === 0 ? 0.8 : 0.3}"/>`,
      `<text x="${x0 - 8}" y="${(y + 4).toFixed(1)}" text-anchor="end" font-size="13">${tickLabel(v)}</text>`,
    );
  }
  // X ticks.
  for (const n of sizes) {
    parts.push(
      `<line x1="${sx(n).toFixed(1)}" x2="${sx(n).toFixed(1)}" y1="${y0 + PLOT_H}" y2="${y0 + PLOT_H + 5}" stroke="${GRID}"/>`,
      `<text x="${sx(n).toFixed(1)}" y="${y0 + PLOT_H + 20}" text-anchor="middle" font-size="13">${n}</text>`,
    );
  }
  // Axis titles.
  parts.push(
    `<text x="${x0 + PLOT_W / 2}" y="${y0 + PLOT_H + 44}" text-anchor="middle" font-size="13">procedures in the router</text>`,
    `<text transform="translate(${x0 - 48} ${y0 + PLOT_H / 2}) rotate(-90)" text-anchor="middle" font-size="13">${esc(panel.unit)}</text>`,
  );
  // Series.
  for (const series of SERIES) {
    const points = results.cases.filter((c) => c.style === series.style).sort((a, b) => a.procedures - b.procedures);
    const d = points
      .map((c, i) => `${i === 0 ? 'M' : 'L'}${sx(c.procedures).toFixed(1)} ${sy(panel.value(c)).toFixed(1)}`)
      .join(' ');
    parts.push(`<path d="${d}" fill="none" stroke="${series.color}" stroke-width="2.5"/>`);
    for (const c of points) {
      parts.push(drawMarker(series.marker, sx(c.procedures), sy(panel.value(c)), series.color));
    }
    const last = points[points.length - 1];
    if (last) {
      parts.push(
        `<text x="${(sx(last.procedures) - 8).toFixed(1)}" y="${(sy(panel.value(last)) - 10).toFixed(1)}" text-anchor="end" font-size="13" font-weight="600" fill="${series.color}">${esc(panel.format(panel.value(last)))}</text>`,
      );
    }
  }
  return parts.join('\n    ');
}

function legend() {
  const parts = [];
  let x = MARGIN.left;
  for (const series of SERIES) {
    const label = results.cases.find((c) => c.style === series.style)?.label ?? series.style;
    parts.push(
      `<line x1="${x}" x2="${x + 28}" y1="20" y2="20" stroke="${series.color}" stroke-width="2.5"/>`,
      drawMarker(series.marker, x + 14, 20, series.color),
      `<text x="${x + 36}" y="25" font-size="14">${esc(label)}</text>`,
    );
    x += 300;
  }
  return parts.join('\n    ');
}

/** One sentence per style with every measured value, for screen readers. */
function description() {
  const lines = SERIES.map((series) => {
    const points = results.cases
      .filter((c) => c.style === series.style)
      .sort((a, b) => a.procedures - b.procedures)
      .map(
        (c) =>
          `${c.procedures} procedures: ${c.checkTimeSeconds.toFixed(2)} s check time, ` +
          `${c.instantiations} instantiations`,
      );
    const label = results.cases.find((c) => c.style === series.style)?.label ?? series.style;
    return `${label}: ${points.join('; ')}.`;
  });
  return (
    `Measured with TypeScript ${results.machine.typescript} on ${results.machine.cpus} CPU cores. ` + lines.join(' ')
  );
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fill="${TEXT}">
  <title id="chart-title">Type-check time and type instantiations of tRPC 9 and tRPC 10 routers by number of procedures</title>
  <desc id="chart-desc">${esc(description())}</desc>
  <g>
    ${legend()}
  </g>
  ${PANELS.map((panel, i) => `<g>\n    ${drawPanel(panel, i)}\n  </g>`).join('\n  ')}
</svg>
`;

fs.mkdirSync(path.dirname(outputPath), { recursive: true });
fs.writeFileSync(outputPath, svg);
console.log(`wrote ${path.relative(root, outputPath)}`);
