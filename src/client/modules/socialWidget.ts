import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Loads the social widget only on pages that embed posts, and asks it to render
 * again after client-side navigation. Offline or blocked, it fails silently.
 */
const WIDGET_SRC = 'https://platform.twitter.com/widgets.js';
const EMBED_SELECTOR = 'blockquote.twitter-tweet';

type TwitterWidgets = { widgets?: { load: (element?: Element) => void } };
declare global {
  interface Window {
    twttr?: TwitterWidgets;
  }
}

function renderEmbeds(): void {
  if (!document.querySelector(EMBED_SELECTOR)) return;
  if (window.twttr?.widgets) {
    window.twttr.widgets.load();
    return;
  }
  if (document.querySelector(`script[src="${WIDGET_SRC}"]`)) return;
  const script = document.createElement('script');
  script.src = WIDGET_SRC;
  script.async = true;
  script.charset = 'utf-8';
  script.onerror = () => script.remove();
  document.body.appendChild(script);
}

export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) renderEmbeds();
}
