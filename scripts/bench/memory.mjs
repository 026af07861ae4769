// @ts-check
/**
 * Peak memory of a process and everything it starts, sampled from /proc: a build starts helper
 * processes (the samples' type checker, esbuild), and what the machine has to hold is their sum.
 */
import fs from 'node:fs';

const SAMPLE_MS = 100;

/** @param {string} file */
const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** Resident memory of a process and all its descendants, in KB, from /proc (0 once it has exited). */
function treeRssKb(/** @type {number} */ pid) {
  let total = Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
  for (const task of read(`/proc/${pid}/task/${pid}/children`).split(/\s+/).filter(Boolean)) {
    total += treeRssKb(Number(task));
  }
  return total;
}

/**
 * Starts sampling the process tree of `pid`; `stop()` ends it and returns the peak, in KB.
 * @param {number} pid
 */
export function sampleTreePeak(pid) {
  let peakKb = 0;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(pid))), SAMPLE_MS);
  return {
    stop() {
      clearInterval(sampler);
      return peakKb;
    },
  };
}
