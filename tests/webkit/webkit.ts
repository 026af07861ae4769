import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../lanes/lane';

/**
 * Debian's WebKitGTK (`apt-get install -y webkit2gtk-driver xvfb`): WebKitWebDriver starts its
 * MiniBrowser in a virtual X display, and selenium-webdriver drives it over WebDriver classic; nothing
 * is downloaded. WEBKIT_DRIVER_PATH names another driver: on macOS, `/usr/bin/safaridriver` drives
 * Safari itself over the same protocol (run `safaridriver --enable` once; no X display is needed).
 */
const DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const isSafari = path.basename(DRIVER_PATH) === 'safaridriver';

/**
 * The reader's locale: Lithuanian, whose alphabet sorts `y` right after `i`, so a list sorted in the
 * reader's locale comes out in another order than the build's (English) and fails to hydrate. The
 * C library's locale is what WebKitGTK takes for `navigator.language` and Intl; it is compiled into
 * the lane's own folder (`localedef`, from Debian's `locales`), so nothing is installed system-wide.
 */
const READER_LOCALE = 'lt_LT.UTF-8';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 800 };

/** Waits for a page load, for hydration, for a search: bounded, with room for a busy machine. */
export const WAIT_MS = 15_000;

export type WebKit = {
  driver: WebDriver;
  /** What the browser is, for the lane's first line. */
  name: string;
  /** Whether the browser reads the page in READER_LOCALE (not with safaridriver, which takes the system's). */
  inReaderLocale: boolean;
  /** Sets the size of the page's viewport (not of the window around it). */
  setViewport: (size: { width: number; height: number }) => Promise<void>;
  /** Ends the session, the browser, the driver and the X display, and deletes the lane's folder. */
  stop: () => Promise<void>;
};

/** Stops a process started in a group of its own, with everything it started (the browser's processes). */
function killGroup(child: ChildProcess | undefined): void {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Xvfb on the first free display, which it names on a pipe once it accepts clients. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${DESKTOP.width + 200}x${DESKTOP.height + 200}x24`, '-nolisten', 'tcp'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    let errors = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not start within 10 s')), 10_000);
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      clearTimeout(timer);
      resolve(`:${text.trim()}`);
    });
    xvfb.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb could not start (apt-get install -y xvfb): ${error.message}`));
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${errors.trim()}`));
    });
  });
  return { display, process: xvfb };
}

/**
 * The environment of WebKitGTK's MiniBrowser: its own folders for settings, cache and data; a GTK
 * style that shrinks its toolbar (otherwise the window cannot be narrower than the toolbar, wider
 * than a phone); and READER_LOCALE, compiled into `folder` (false when that is not possible here).
 */
function browserEnvironment(folder: string, display: string): { env: NodeJS.ProcessEnv; inReaderLocale: boolean } {
  fs.mkdirSync(path.join(folder, 'config/gtk-3.0'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'config/gtk-3.0/gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  const locales = path.join(folder, 'locales');
  const [language, charset] = READER_LOCALE.split('.');
  fs.mkdirSync(locales);
  // localedef exits 1 on warnings, with the locale written; where it is missing, the lane runs in the system's locale.
  spawnSync('localedef', ['-i', language, '-f', charset, path.join(locales, READER_LOCALE)], { stdio: 'ignore' });
  const inReaderLocale = fs.existsSync(path.join(locales, READER_LOCALE, 'LC_COLLATE'));
  return {
    inReaderLocale,
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: path.join(folder, 'config'),
      XDG_CACHE_HOME: path.join(folder, 'cache'),
      XDG_DATA_HOME: path.join(folder, 'data'),
      // No accessibility bus to look for.
      NO_AT_BRIDGE: '1',
      ...(inReaderLocale ? { LOCPATH: locales, LC_ALL: READER_LOCALE } : {}),
    },
  };
}

/** Polls the driver's status until it answers. */
async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`${DRIVER_PATH} exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${DRIVER_PATH} did not answer within 10 s`);
}

/**
 * The browser's capabilities: MiniBrowser sends every request to `proxy` except the served build's
 * (the lane's server answers a proxied request itself, so no request leaves the machine).
 */
function capabilities(proxy: string): Record<string, unknown> {
  if (isSafari) return { browserName: 'safari' };
  return {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      args: ['--automation', `--proxy=${proxy}`, '--ignore-host=127.0.0.1', '--ignore-host=localhost'],
    },
  };
}

/**
 * Starts the browser, in a folder made for this run and deleted with it. `proxy`: where its requests
 * to other hosts go.
 */
export async function launchWebKit({ proxy }: { proxy: string }): Promise<WebKit> {
  if (!fs.existsSync(DRIVER_PATH)) {
    throw new Error(
      `${DRIVER_PATH} not found: apt-get install -y webkit2gtk-driver xvfb locales, or set WEBKIT_DRIVER_PATH`,
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-lane-'));
  let xvfb: ChildProcess | undefined;
  let driverProcess: ChildProcess | undefined;
  let driver: WebDriver | undefined;
  const stop = async () => {
    if (driver) {
      const quit = driver.quit().then(
        () => true,
        () => false,
      );
      const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000).unref());
      await Promise.race([quit, timedOut]);
      driver = undefined;
    }
    killGroup(driverProcess);
    killGroup(xvfb);
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    let env: NodeJS.ProcessEnv = process.env;
    let inReaderLocale = false;
    if (!isSafari) {
      const started = await startXvfb();
      xvfb = started.process;
      ({ env, inReaderLocale } = browserEnvironment(folder, started.display));
    }
    const port = await freePort();
    driverProcess = spawn(DRIVER_PATH, ['-p', String(port)], { detached: true, stdio: 'ignore', env });
    driverProcess.once('error', () => {});
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url, driverProcess);
    driver = await new Builder().usingServer(url).withCapabilities(capabilities(proxy)).build();
    const session = driver;
    await session.manage().setTimeouts({ pageLoad: WAIT_MS, script: 120_000 });
    const found = await session.getCapabilities();
    const name = `${String(found.get('browserName'))} ${String(found.get('browserVersion'))}`;
    const innerSize = () => session.executeScript<[number, number]>('return [innerWidth, innerHeight]');
    /** Two reads 100 ms apart that agree: the X server applies a resize after setRect has returned. */
    const settledInnerSize = async (before: [number, number]): Promise<[number, number]> => {
      let last = before;
      for (let waited = 0; waited < 3000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = await innerSize();
        if ((now[0] !== before[0] || now[1] !== before[1]) && now[0] === last[0] && now[1] === last[1]) return now;
        last = now;
      }
      return last;
    };
    /** Sets the viewport (not the window) to this size: the window's toolbar and borders are measured. */
    const setViewport = async ({ width, height }: { width: number; height: number }) => {
      let inner = await innerSize();
      for (let attempt = 0; attempt < 3 && (inner[0] !== width || inner[1] !== height); attempt++) {
        const outer = await session.manage().window().getRect();
        await session
          .manage()
          .window()
          .setRect({ x: 0, y: 0, width: outer.width + width - inner[0], height: outer.height + height - inner[1] });
        inner = await settledInnerSize(inner);
      }
      if (inner[0] !== width) throw new Error(`the viewport is ${inner[0]} px wide, not ${width}`);
    };
    await setViewport(DESKTOP);
    return { driver: session, name, inReaderLocale, setViewport, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
