/**
 * The page template (Docusaurus's own, with one change in how the JavaScript starts).
 *
 * Docusaurus links its bundles with `<script defer>`: a fast connection has them before the page
 * has painted, and the browser then evaluates and hydrates before the first paint, which waits for
 * it. Here the bundles are fetched as early as before (a low-priority preload, like a deferred
 * script) but run once the page has painted its content: the text shows as soon as its HTML and
 * CSS are in, whatever the JavaScript costs. A hidden tab, which does not paint, starts them at
 * once; a browser that cannot report paints, after the next frame.
 */
const startAfterFirstPaint = `
(function (sources) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  var observer = window.PerformanceObserver;
  if (document.visibilityState === 'hidden') start();
  else if (observer && (observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new observer(function (list, self) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      self.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
})(<%~ JSON.stringify(it.scripts.map(function (script) { return it.baseUrl + script; })) %>);`;

/** Line breaks and indentation out: the template is also part of the site config every page loads. */
const compact = (text: string) => text.replace(/\n\s*/g, '');

export const ssrTemplate = compact(`<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${startAfterFirstPaint}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`);
