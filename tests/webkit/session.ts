import type { WebDriver } from 'selenium-webdriver';
import type { LaneServer } from './server';
import { WAIT_MS, type WebKit } from './webkit';

/**
 * A function's source as a script for the page. tsx compiles this file with esbuild's `keepNames`,
 * which wraps named functions in a `__name` helper that exists here, not in the page.
 */
function script(fn: { toString: () => string }): string {
  return `const __name = (target) => target; return (${fn.toString()}).apply(null, arguments);`;
}

/** Runs `fn` in the page with `args` (JSON values) and returns its result. */
export function evaluate<Result, Args extends unknown[]>(
  driver: WebDriver,
  fn: (...args: Args) => Result,
  ...args: Args
): Promise<Result> {
  return driver.executeScript<Result>(script(fn), ...args);
}

/** Checks `holds(arg)` in the page every 20 ms until it is true or `timeout` ms have passed. */
const POLL = `
const [arg, timeout, done] = arguments;
const until = performance.now() + timeout;
const check = () => {
  let held = false;
  try {
    held = Boolean(holds(arg));
  } catch {
    // not yet: the page is still being built
  }
  if (held || performance.now() > until) done(held);
  else setTimeout(check, 20);
};
check();`;

/**
 * Waits until `condition(arg)` holds in the page, or fails naming what it waited for. The polling
 * runs in the page: one command for the whole wait.
 */
export async function waitUntil<Arg>(
  driver: WebDriver,
  what: string,
  condition: (arg: Arg) => boolean,
  { arg, timeout = WAIT_MS }: { arg?: Arg; timeout?: number } = {},
): Promise<void> {
  let held = false;
  try {
    held = await driver.executeAsyncScript<boolean>(
      `const __name = (target) => target; const holds = (${condition.toString()});${POLL}`,
      arg ?? null,
      timeout,
    );
  } catch (error) {
    throw new Error(`timed out waiting for ${what}`, { cause: error });
  }
  if (!held) throw new Error(`timed out waiting for ${what}`);
}

/**
 * One browser window that the whole lane reuses, with what it records for the check in progress:
 * what the error recorder (./error-recorder.js) saw in each page, and requests to other hosts.
 */
export class Session {
  private errors: string[] = [];

  constructor(
    readonly webkit: WebKit,
    readonly server: LaneServer,
  ) {}

  get driver(): WebDriver {
    return this.webkit.driver;
  }

  get origin(): string {
    return this.server.origin;
  }

  /**
   * Loads a path in full (a reader arriving from elsewhere), checks the status it was served with
   * (200, or `status`), and waits until React has hydrated the page.
   */
  async visit(path: string, { status = 200 }: { status?: number } = {}): Promise<void> {
    await this.keepErrors();
    await this.driver.get(`${this.origin}${path}`);
    const served = this.server.lastDocument();
    // 304: the browser's cached copy is still the served one.
    const ok = served?.status === status || (status === 200 && served?.status === 304);
    if (!ok) throw new Error(`${path} answered ${served ? `${served.status} (${served.path})` : 'nothing'}`);
    await this.waitForHydration();
  }

  async reload(): Promise<void> {
    await this.keepErrors();
    await this.driver.navigate().refresh();
    await this.waitForHydration();
  }

  /** What went wrong since the last call; the record starts again empty. */
  async problems(): Promise<string[]> {
    await this.keepErrors();
    const hosts = this.server.otherHosts().map((host) => `request to a host the CSP does not allow: ${host}`);
    return [...this.errors.splice(0), ...hosts];
  }

  waitForHydration(): Promise<void> {
    return waitUntil(this.driver, 'hydration', () => document.documentElement.dataset.hasHydrated === 'true');
  }

  /** Moves the current page's recorded errors to the record, before a load replaces them. */
  private async keepErrors(): Promise<void> {
    const errors = await evaluate(
      this.driver,
      () => (window as Window & { __laneErrors?: string[] }).__laneErrors?.splice(0) ?? [],
    ).catch((): string[] => []);
    this.errors.push(...errors);
  }
}
