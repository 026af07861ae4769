import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import type { PlaygroundManifest } from './client/protocol';
import { playgroundAssets, type PlaygroundAssets } from './assets';
import { SAMPLE_STORE_DIR } from './sampleState';

/** Where the build puts the playground's files: under /assets, so they are cached for good (content-hashed names). */
export const PLAYGROUND_ASSETS = 'assets/playground';
/** The service worker that opens the playground offline (./client/offline), at the root: its scopes are the page and the assets. */
export const SERVICE_WORKER = 'playground-sw.js';

/**
 * The playground at /playground (./client/Playground): its route, with the URLs of its
 * worker, TypeScript and declaration files as route data, so no other page carries them. The
 * files are built outside the bundler (./assets.ts: esbuild, cached in node_modules/.cache) and
 * copied into the build after it.
 */
export default function playgroundPlugin({ siteDir, baseUrl }: LoadContext): Plugin<PlaygroundAssets> {
  return {
    name: 'playground',
    async loadContent() {
      const assets = await playgroundAssets(siteDir, path.join(siteDir, 'src/samples/v10'));
      console.info(`[playground] assets ${assets.cached ? 'from the cache' : 'built'} in ${Math.round(assets.ms)} ms`);
      return assets;
    },
    contentLoaded({ content, actions }) {
      const url = (file: string) => normalizeUrl([baseUrl, PLAYGROUND_ASSETS, file]);
      const manifest: PlaygroundManifest = {
        worker: url(content.files.worker),
        typescript: url(content.files.typescript),
        runtimeV9: url(content.files.runtimeV9),
        runtimeReact: url(content.files.runtimeReact),
        types: url(content.files.types),
        index: url(content.files.index),
        assets: `${url('')}/`.replace(/\/+$/, '/'),
        samples: `${url('samples')}/`,
        offline: {
          serviceWorker: normalizeUrl([baseUrl, SERVICE_WORKER]),
          scopes: [normalizeUrl([baseUrl, 'playground']), `${url('')}/`.replace(/\/+$/, '/')],
        },
      };
      actions.addRoute({
        path: normalizeUrl([baseUrl, 'playground']),
        exact: true,
        component: '@site/src/plugins/playground/client/Playground',
        // As a route prop, the manifest is registered under `@generated/…`; a `createData` module would put
        // this machine's absolute path into main.js's registry.
        props: { manifest },
      });
    },
    async postBuild({ outDir, content }) {
      const target = path.join(outDir, PLAYGROUND_ASSETS);
      await fs.mkdir(target, { recursive: true });
      await Promise.all(
        [...Object.values(content.files), ...content.chunks].map((file) =>
          fs.copyFile(path.join(content.dir, file), path.join(target, file)),
        ),
      );
      // The docs samples' states, written by the samples' remark plugin as the pages compiled ("Try" links).
      await fs
        .cp(path.join(siteDir, SAMPLE_STORE_DIR), path.join(target, 'samples'), {
          recursive: true,
          force: true,
          filter: (source) => !source.endsWith('.tmp'),
        })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error; // no sample compiled: no page links to one
        });
      await writeServiceWorker(siteDir, outDir, baseUrl);
    },
  };
}

/**
 * The service worker (./client/offline/serviceWorker.ts), bundled with esbuild. Its BUILD is the hash of the
 * built /playground page, whose scripts are named by content: a build that changes anything the page
 * loads gives a new worker, which replaces the old one and its cache (the browser compares the bytes).
 */
async function writeServiceWorker(siteDir: string, outDir: string, baseUrl: string): Promise<void> {
  const page = await fs
    .readFile(path.join(outDir, 'playground.html'), 'utf8')
    .catch(() => fs.readFile(path.join(outDir, 'playground/index.html'), 'utf8'));
  const require = createRequire(path.join(siteDir, 'package.json'));
  const esbuild = require('esbuild') as typeof import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(siteDir, 'src/plugins/playground/client/offline/serviceWorker.ts')],
    outfile: path.join(outDir, SERVICE_WORKER),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: {
      BUILD: JSON.stringify(createHash('sha256').update(page).digest('hex').slice(0, 16)),
      BASE_URL: JSON.stringify(baseUrl),
    },
    logLevel: 'silent',
  });
}
