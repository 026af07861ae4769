/**
 * Shared by the docs facts (tests/facts/README.md): `fact()` names the page a check pins, and
 * `v10` / `v9` load a package from the package set that page's samples are compiled against, so a
 * fact always runs the version the page documents (not the site's own node_modules).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { test, type TestContext } from 'node:test';

const samples = path.resolve(__dirname, '../../src/samples');

/** `require` from src/samples/v10: @trpc/* 10.12.0 and the servers its samples use. */
export const v10 = createRequire(path.join(samples, 'v10/package.json'));
/** `require` from src/samples/v9: @trpc/* 9.27.4 and the servers its samples use. */
export const v9 = createRequire(path.join(samples, 'v9/package.json'));

/**
 * Declares the check of one statement of one page. The page's path starts the test's name and its
 * failure message, so a package upgrade that changes the behaviour says which page is now wrong.
 */
export function fact(
  page: string,
  claim: string,
  check: (t: TestContext) => void | Promise<void>,
  timeoutMs = 10_000,
): void {
  void test(`${page}: ${claim}`, { timeout: timeoutMs }, async (t) => {
    try {
      await check(t);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${page} says that ${claim}, and the installed package no longer agrees: ${reason}`, {
        cause: error,
      });
    }
  });
}

/** Rejects when `promise` has not settled after `ms`, naming what was awaited. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A loopback port that nothing listens on: the OS picks it, then it is closed again. */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
