/**
 * Independent audit DC (bench/audit-independent-2026-11-30dc.md). No wrong claim was fixed on this auditor's files;
 * this fact pins the evidence for the one deferred to the owner: on Node.js 20, whether there is a global
 * `WebSocket` depends on a flag, not on the version alone, and Node.js 21 has none by default either: the pages say
 * "as by default before Node.js 22" (they said "as in Node.js 20 and older"). The 9.x `createWSClient` needs the
 * option exactly when there is none.
 *
 *   node --import tsx --test tests/facts/audit-dc.test.ts
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fact, v9 } from './facts';

const linksPage = 'versioned_docs/version-9.x/client/links.md';
fact(
  linksPage,
  'on Node.js 20 the global WebSocket exists only with --experimental-websocket, and createWSClient needs one',
  (t) => {
    const major = Number(process.versions.node.split('.')[0]);
    if (major !== 20) {
      t.skip('checks Node.js 20 only');
      return;
    }
    const wsLink = JSON.stringify(v9.resolve('./node_modules/@trpc/client/links/wsLink'));
    const probe = `
      const { createWSClient } = require(${wsLink});
      let created = 'created';
      try { createWSClient({ url: 'ws://127.0.0.1:9' }).close(); } catch { created = 'threw'; }
      console.log(typeof WebSocket, created);
    `;
    const run = (flags: string[]): string =>
      execFileSync(process.execPath, [...flags, '-e', probe], { encoding: 'utf8' }).trim();
    assert.equal(run([]), 'undefined threw');
    assert.equal(run(['--experimental-websocket']), 'function created');
  },
);
