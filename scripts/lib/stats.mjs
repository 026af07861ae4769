// @ts-check
/** The two figures the benchmarks summarise runs with: shared by the bench and the Lighthouse CLI runner. */

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** @param {number} value @param {number} [digits] */
export const round = (value, digits = 1) => Number(value.toFixed(digits));
