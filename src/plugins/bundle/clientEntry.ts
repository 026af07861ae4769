/**
 * The browser bundle's entry: Docusaurus's own client entry, reached in steps.
 *
 * Evaluating Docusaurus's entry runs every module the first render needs (the route table, React
 * DOM, the theme's layout, Prism's grammars…) and requests the page's own chunks, all in one task:
 * the longest of a page's startup, 40–100 ms here, four times that on the phone Lighthouse
 * simulates. Here the same work runs a step per task, so none is long and the page can respond
 * between steps. The page's chunks are requested early and download while the rest is evaluated;
 * Docusaurus's entry runs once they are in: it finds its imports evaluated and its route loaded,
 * and hydrates at once.
 *
 * `webpackMode: "eager"` keeps every step in the main bundle: nothing more to download, only the
 * moment each module runs changes.
 */
import type { ComponentType } from 'react';
import type { RouteConfig } from 'react-router-config';
import { prismSteps } from '../../prism/steps';

/** A new task, without the 4 ms minimum that nested `setTimeout`s get after a few levels. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

type LoadableComponent = ComponentType & { preload?: () => Promise<unknown> };

/**
 * What Docusaurus's `preload` does (load the components of every route matching the URL), a route
 * per task: each one inserts a script per chunk. A failure is left to Docusaurus's entry, which
 * preloads the same route again and reports it.
 */
async function preloadRoute(pathname: string): Promise<Promise<unknown>[]> {
  const [{ matchRoutes }, { default: routes }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-router-config'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
  ]);
  const paths = new Set([pathname, decodeURI(pathname)]);
  const matches = [...paths].flatMap((path) => matchRoutes(routes as RouteConfig[], path));
  const loading: Promise<unknown>[] = [];
  for (const { route } of matches) {
    await nextTask();
    loading.push((route.component as LoadableComponent).preload?.().catch(() => undefined) ?? Promise.resolve());
  }
  return loading;
}

async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/registry');
  await nextTask();
  const routeLoaded = await preloadRoute(window.location.pathname);
  const steps = [
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ '@theme/Layout'),
    () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    ...prismSteps,
  ];
  for (const step of steps) {
    await nextTask();
    await step();
  }
  await Promise.all(routeLoaded);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
}

void start();
