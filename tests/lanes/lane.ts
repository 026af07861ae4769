import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serveBuild as serveOnPort } from '../../scripts/serve-build.mjs';
import { buildDir } from '../e2e/site';

/**
 * What the browser lanes beside Chromium's share (`npm run test:firefox`, tests/firefox/smoke.ts;
 * `npm run test:webkit`, tests/webkit/lane.ts): the served build, free ports, and the runner, which
 * runs a lane's checks one after another in one browser session, each bounded, the whole lane bounded,
 * and reports them. Each lane brings its browser, its session and its checks.
 */

/** A check that takes longer than this has stalled. */
const CHECK_TIMEOUT_MS = 90_000;
/**
 * On a stalled machine the lane ends here rather than hold up `npm test`. Since both lanes of `npm test` share one
 * list (scripts/test.mjs), a browser lane may run beside the Chromium e2e: WebKit took 223 s there against 111 s
 * beside lighter steps (CI of 02b2302), so a busy machine gets room.
 */
const LANE_TIMEOUT_MS = 9 * 60_000;

/** A port nothing listens on now (the system's pick), on the loopback address only. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Server = { origin: string; stop: () => void };

/**
 * Serves a build as the scripts do (scripts/serve-build.mjs: `npm run serve`, the site's headers and CSP,
 * in a process group of its own), on a free port of 127.0.0.1.
 */
export async function serveBuild(dir: string): Promise<Server> {
  return serveOnPort({ port: await freePort(), dir });
}

/** What a lane's session gives the runner after each check: what went wrong in the page meanwhile. */
export type LaneSession = { problems: () => Promise<string[]> };

export type Check<Session extends LaneSession> = { name: string; run: (session: Session) => Promise<void> };

export type Lane<Session extends LaneSession> = {
  /** The browser, as the messages name the lane ("the Firefox lane"). */
  browser: string;
  /** Every check, in order; arguments on the command line keep those whose names contain one. */
  checks: Check<Session>[];
  /**
   * Serves the build (`build/`, or the folder SITE_BUILD_DIR names) and starts the browser: the
   * session every check shares, and the lane's first line (browser, version, origin).
   */
  start: (buildDir: string) => Promise<{ session: Session; description: string }>;
  /** Stops the browser and the server, as far as `start` got; also on a stall or a signal. */
  stop: () => Promise<void>;
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs a check and returns what went wrong in it (nothing when it passed). */
async function runCheck<Session extends LaneSession>(session: Session, check: Check<Session>): Promise<string[]> {
  let failure: string[] = [];
  try {
    await withTimeout(check.run(session), CHECK_TIMEOUT_MS, check.name);
  } catch (error) {
    failure = [error instanceof Error ? error.message || `${error.name} (no message)` : String(error)];
  }
  return [...failure, ...(await session.problems())];
}

/**
 * Runs a lane and exits: 0 when every check passed, 1 otherwise. Each check gets CHECK_TIMEOUT_MS; the
 * whole lane is stopped after LANE_TIMEOUT_MS, and on SIGINT or SIGTERM. The last line says how many
 * checks passed and failed, and the lane's time.
 */
export function runLane<Session extends LaneSession>(lane: Lane<Session>): void {
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= lane.stop().catch((error: unknown) => console.error(error)));
  const watchdog = setTimeout(() => {
    console.error(`\nthe ${lane.browser} lane did not end within ${LANE_TIMEOUT_MS / 60_000} min; stopped`);
    void stop().finally(() => process.exit(1));
  }, LANE_TIMEOUT_MS);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void stop().finally(() => process.exit(1)));
  }

  const main = async (): Promise<boolean> => {
    const started = performance.now();
    let passed = 0;
    let failed = 0;
    try {
      if (!fs.existsSync(path.join(buildDir, 'sitemap.xml')))
        throw new Error(`no build in ${buildDir}: run \`npm run build\``);
      const filters = process.argv.slice(2);
      const checks = filters.length
        ? lane.checks.filter(({ name }) => filters.some((part) => name.includes(part)))
        : lane.checks;
      const { session, description } = await lane.start(buildDir);
      console.log(`${description}, ${checks.length} checks`);
      for (const check of checks) {
        const checkStarted = performance.now();
        const problems = await runCheck(session, check);
        const seconds = ((performance.now() - checkStarted) / 1000).toFixed(1);
        if (problems.length === 0) {
          passed++;
          console.log(`  ok    ${check.name} (${seconds} s)`);
        } else {
          failed++;
          console.log(`  FAIL  ${check.name} (${seconds} s)`);
          for (const problem of problems) console.log(`          ${problem}`);
        }
      }
    } catch (error) {
      failed++;
      console.error(error instanceof Error ? error.message : error);
    } finally {
      await stop();
      clearTimeout(watchdog);
    }
    console.log(`\n${passed} passed, ${failed} failed (${Math.round((performance.now() - started) / 1000)} s)`);
    return failed === 0;
  };
  void main().then((ok) => process.exit(ok ? 0 : 1));
}
