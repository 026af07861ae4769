// @ts-check
/**
 * bench/results.json: the committed report of the last run (a change shows its effect in the diff).
 * A figure a run does not measure is kept from the run that did, with its date; the search and
 * playground benchmarks write their own files, copied in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench');
const RESULTS = path.join(bench, 'results.json');

/** @param {string} file @returns {Record<string, any> | undefined} */
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

/** @returns {Record<string, any>} the committed figures of the last run */
export const lastReport = () => readJson(RESULTS) ?? {};

/**
 * A figure this run does not measure stays from the last run that did, with the date it was measured on.
 * @param {Record<string, any>} report
 * @param {Record<string, any>} last
 * @param {string} key
 */
export function keepLast(report, last, key) {
  if (last[key])
    Object.assign(report, { [key]: last[key], [`${key}MeasuredOn`]: last[`${key}MeasuredOn`] ?? last.date });
}

/**
 * The figures another benchmark wrote to bench/<name>.json, if it ever ran.
 * @param {string} name
 */
export const companionResults = (name) => readJson(path.join(bench, `${name}.json`));

/** @param {Record<string, any>} report */
export function writeReport(report) {
  fs.mkdirSync(bench, { recursive: true });
  fs.writeFileSync(RESULTS, JSON.stringify(report, null, 2) + '\n');
}
