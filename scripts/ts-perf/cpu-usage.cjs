// @ts-check
// Preloaded into each tsc process by run.mjs (node --require ./cpu-usage.cjs tsc ...).
// When tsc exits, it prints how much CPU time the whole process used. Unlike tsc's own
// "Check time" (wall-clock), this barely changes when other programs compete for the CPU.
'use strict';
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\nProcess CPU time:  ${((user + system) / 1e6).toFixed(2)}s\n`);
});
