import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * When a page's code fails to load on arrival (offline, or a deploy removed old chunks),
 * Docusaurus leaves the server-rendered page readable but inert, and reports an unhandled
 * rejection. Here the reader is told, with a Retry button (spec, "Lazy page failure"). A failed
 * client-side navigation is Docusaurus's own to handle: it reloads the page, which lands here.
 */
function showLoadFailure(event: PromiseRejectionEvent): void {
  const error: unknown = event.reason;
  if (!(error instanceof Error) || error.name !== 'ChunkLoadError' || document.getElementById('load-failure')) return;
  event.preventDefault();
  const alert = document.createElement('div');
  alert.id = 'load-failure';
  alert.role = 'alert';
  alert.className = 'alert alert--danger margin--md';
  const message = document.createElement('p');
  message.textContent = error.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(message, retry);
  (document.querySelector('main') ?? document.body).prepend(alert);
}

if (ExecutionEnvironment.canUseDOM) window.addEventListener('unhandledrejection', showLoadFailure);
