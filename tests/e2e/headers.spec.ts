import fs from 'node:fs';
import path from 'node:path';
import { analytics, socialWidget } from '../../src/plugins/deploy/rules';
import { test, expect, visit } from './fixtures';
import { buildDir as build, ONLY_IN_A_BUILD, recordCspViolations, testsDevServer } from './site';

// The headers, redirects and policy of the build's server and host configs.
test.skip(testsDevServer, ONLY_IN_A_BUILD);

/**
 * The deploy configuration, as `npm run serve` applies it (build/serve.json), and the same rules in
 * the files written for the hosts (build/_headers, build/_redirects, build/vercel.json).
 */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

test.describe('response headers', () => {
  test('pages carry the security headers and revalidate', async ({ request }) => {
    const response = await request.get('/docs/quickstart');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')?.some((value) => value.startsWith("'sha256-"))).toBe(true);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(headers['content-encoding'], 'compressed').toMatch(/^(br|gzip)$/);
  });

  test('third-party hosts are only those of the integrations in use', async ({ request }) => {
    const csp = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
    const known = new Set(
      [analytics, socialWidget].flatMap((integration) => Object.values(integration.sources).flat()),
    );
    const hosts = [...csp.values()].flat().filter((value) => value.startsWith('https://'));
    for (const host of hosts) expect(known.has(host) || /\.algolia(net)?\.(net|com|io)$/.test(host), host).toBe(true);
    // The test build turns analytics on (GTAG_TRACKING_ID), so its hosts must be there.
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
    // The social widget's client module is configured, so its hosts are allowed.
    expect(csp.get('frame-src')).toContain('https://platform.twitter.com');
  });

  test('hashed assets are cached for good', async ({ page, request }) => {
    await visit(page, '/');
    const script = await page.locator('script[src*="/assets/js/"]').first().getAttribute('src');
    const stylesheet = await page.locator('link[rel="stylesheet"][href*="/assets/css/"]').first().getAttribute('href');
    for (const asset of [script, stylesheet]) {
      expect(asset).toBeTruthy();
      const response = await request.get(asset ?? '');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
  });

  test('an unknown path answers 404 with the not-found page and the same headers', async ({ request }) => {
    const response = await request.get('/docs/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('the hosts get the same policy as the local server', async ({ request }) => {
    const served = (await request.get('/')).headers()['content-security-policy'];
    const netlify = /Content-Security-Policy: (.+)/.exec(fs.readFileSync(path.join(build, '_headers'), 'utf8'))?.[1];
    type VercelConfig = { headers: { source: string; headers: { key: string; value: string }[] }[] };
    const vercel = JSON.parse(fs.readFileSync(path.join(build, 'vercel.json'), 'utf8')) as VercelConfig;
    const vercelCsp = vercel.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(netlify).toBe(served);
    expect(vercelCsp).toBe(served);
  });
});

test.describe('redirects', () => {
  const cases: [from: string, status: number, to: string][] = [
    ['/discord', 302, 'https://github.com/trpc/trpc/discussions'],
    ['/sponsor', 302, 'https://github.com/sponsors/trpc'],
    ['/docs/v10', 301, '/docs'],
    ['/docs/v10/quickstart', 301, '/docs/quickstart'],
    ['/docs/v10/links/httpBatchLink', 301, '/docs/links/httpBatchLink'],
    ['/docs/react-queries', 301, '/docs/useQuery'],
    ['/docs/v10/react-mutations', 301, '/docs/useMutation'],
    ['/docs/quickstart/', 301, '/docs/quickstart'],
    ['/docs/quickstart.html', 301, '/docs/quickstart'],
  ];
  for (const [from, status, to] of cases) {
    test(`${from} → ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers().location ?? '', new URL(from, baseURL)).href).toBe(new URL(to, baseURL).href);
    });
  }

  test('the old page names land on a page', async ({ page }) => {
    await visit(page, '/docs/react-queries');
    await expect(page).toHaveURL(/\/docs\/useQuery$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('Content-Security-Policy in the browser', () => {
  test('it is enforced: an injected inline script does not run', async ({ page, consoleErrors }) => {
    const violations = await recordCspViolations(page);
    await visit(page, '/docs/quickstart');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as Window & { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(await violations()).toHaveLength(1);
    // The browser reports the blocked script: that is what this test provokes.
    expect(consoleErrors.some((error) => error.includes('Content Security Policy'))).toBe(true);
    consoleErrors.length = 0;
  });
});
