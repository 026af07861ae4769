// @ts-check
/**
 * The WebKit lane's error recorder. WebDriver classic reports no console messages and no page errors,
 * so the lane's server (tests/webkit/server.ts) serves this file as `/__error-recorder.js` and puts it
 * first in every page's head: from there it sees everything the page's scripts do. Same-origin, so the
 * site's Content-Security-Policy (`script-src 'self'`) runs it unchanged. It records, for the lane to
 * read (`window.__laneErrors`): console errors, uncaught errors of the site's own scripts (React
 * reports a failed hydration this way), unhandled rejections, files of the site that failed to load,
 * and Content-Security-Policy violations.
 */
(() => {
  /** @type {string[]} */
  const errors = [];
  /** @type {Window & { __laneErrors?: string[] }} */ (window).__laneErrors = errors;
  const origin = `${location.protocol}//${location.host}/`;
  /** @param {string | undefined | null} url */
  const ours = (url) => !url || url.startsWith(origin);
  /** @param {unknown} value */
  const describe = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));

  const consoleError = console.error;
  console.error = function (...values) {
    errors.push(`console error: ${values.map(describe).join(' ')}`);
    return consoleError.apply(this, values);
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      // A file that failed to load (an image, a script, a style sheet): its element, not the window.
      if (target instanceof HTMLElement) {
        const url = target.getAttribute('src') ?? target.getAttribute('href');
        const absolute = url ? new URL(url, location.href).href : '';
        if (ours(absolute)) errors.push(`failed to load ${absolute || target.tagName}`);
        return;
      }
      if (!ours(event.filename)) return;
      errors.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`);
    },
    true,
  );
  // Once every listener has run: a rejection the site handles (src/client/modules/loadFailure.ts
  // prevents the default of a chunk that failed on arrival) is not an error.
  window.addEventListener('unhandledrejection', (event) =>
    setTimeout(() => {
      if (!event.defaultPrevented) errors.push(`unhandled rejection: ${describe(event.reason)}`);
    }),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    ),
  );
})();
