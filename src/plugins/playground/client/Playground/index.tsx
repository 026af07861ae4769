import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { initialFiles } from '../files';
import type { LoadStep, PlaygroundManifest, TypeIndex, WorkerTypes } from '../protocol';
import { chunksFor, parseSampleFile, readHash, type PlaygroundState } from '../state';
import { keepOffline } from '../offline/register';
import type { WorkbenchProps } from './Workbench';
import { Session } from './session';
import styles from './styles.module.css';

type Step = 'editor' | LoadStep;
const STEPS: readonly Step[] = ['editor', 'typescript', 'types', 'checking'];
const STEP_TEXT: Readonly<Record<Step, string>> = {
  editor: 'Loading the editor',
  typescript: 'Loading TypeScript',
  types: 'Loading the type definitions',
  checking: 'Checking the types',
};

type State =
  | { kind: 'loading'; step: Step }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; Workbench: ComponentType<WorkbenchProps>; session: Session; opened: Opened };

/**
 * What the page opened: the state, and why it is not the link's (a link that could not be read).
 * `unedited`: a docs sample as the build stored it (its recorded declarations are all it needs).
 */
type Opened = {
  readonly state: PlaygroundState;
  readonly original: PlaygroundState;
  readonly notice?: string;
  readonly unedited?: boolean;
};

/** The starting files: a router and its client, 10.x. */
export const DEFAULT_STATE: PlaygroundState = {
  version: 'v10',
  files: Object.entries(initialFiles).map(([name, text]) => ({ name, text })),
};

/**
 * What the URL's hash asks for (src/plugins/playground/client/state.ts): a docs sample by id (its
 * file, written by the build), a whole encoded state, or the starting files. A link that cannot be
 * read opens the starting files, with the reason.
 */
async function openHash(manifest: PlaygroundManifest, hash: string): Promise<Opened> {
  const request = readHash(hash);
  if (request.kind === 'none') return { state: DEFAULT_STATE, original: DEFAULT_STATE };
  if (request.kind === 'invalid') return { state: DEFAULT_STATE, original: DEFAULT_STATE, notice: request.message };
  if (request.kind === 'state') {
    const original = request.state.sample ? await loadSample(manifest, request.state.sample) : undefined;
    return { state: request.state, original: original ?? request.state };
  }
  const sample = await loadSample(manifest, request.id);
  return sample
    ? { state: sample, original: sample, unedited: true }
    : {
        state: DEFAULT_STATE,
        original: DEFAULT_STATE,
        notice: 'This sample is not on the site any more: the docs changed since the link was made.',
      };
}

/** The versions' declaration index (content-hashed: cached for good after the first visit). */
async function loadIndex(manifest: PlaygroundManifest): Promise<TypeIndex> {
  const response = await fetch(manifest.index);
  if (!response.ok) throw new Error(`Loading the type definitions failed: HTTP ${response.status}`);
  return (await response.json()) as TypeIndex;
}

/** The URLs of the chunks each module's types need, for the imports a reader adds. */
function moduleUrls(manifest: PlaygroundManifest, index: TypeIndex, version: PlaygroundState['version']) {
  const types = index.versions[version];
  const urls = types.sets.map((set) => set.map((chunk) => `${manifest.assets}${index.chunks[chunk]}`));
  return Object.fromEntries(
    Object.entries(types.modules).map(([specifier, set]) => [specifier, urls[set]]),
  ) as WorkerTypes['modules'];
}

async function loadSample(manifest: PlaygroundManifest, id: string): Promise<PlaygroundState | undefined> {
  const response = await fetch(`${manifest.samples}${id}.json`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Loading the sample failed: HTTP ${response.status}`);
  return parseSampleFile(await response.json(), id);
}

/** The starting files, maybe edited: not a docs sample, which is checked as the samples are (Node's types too). */
const isDefault = (state: PlaygroundState) =>
  state.version === 'v10' &&
  !state.sample &&
  !state.flags &&
  state.files.length === DEFAULT_STATE.files.length &&
  state.files.every((file, index) => file.name === DEFAULT_STATE.files[index].name);

/**
 * /playground (route added by src/plugins/playground, which passes the URLs of the worker's files):
 * the page itself is light; the editor, the worker and TypeScript load when it opens, with their
 * progress shown, and a failed load can be retried. The URL's hash says what it opens.
 */
export default function PlaygroundPage({ manifest }: { manifest: PlaygroundManifest }): ReactNode {
  const [state, setState] = useState<State>({ kind: 'loading', step: 'editor' });
  const [attempt, setAttempt] = useState(0);

  // A link pasted into the address bar of an open playground opens what it says.
  useEffect(() => {
    const onHash = () => {
      setState({ kind: 'loading', step: 'editor' });
      setAttempt((count) => count + 1);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let session: Session | undefined;
    const fail = (error: unknown) => {
      if (!cancelled) setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    };
    // The worker loads TypeScript and the declarations at once, while the editor's code loads. It needs no
    // first check before the editors show for the starting files: the build checked them (src/plugins/playground).
    const workbench = import('./Workbench');
    performance.mark('playground:start');
    // The index is small and cached for good; the starting files need it only for imports a reader adds.
    const index = loadIndex(manifest);
    index.catch(() => {});
    openHash(manifest, window.location.hash)
      .then(async (opened) => {
        if (cancelled) return undefined;
        performance.mark('playground:opened');
        const { version, files, flags } = opened.state;
        // The starting files' small declarations, else the chunks of the docs version's that these files read.
        const found = isDefault(opened.state) ? undefined : await index;
        const types = found
          ? chunksFor(found.versions[version], opened.state, opened.unedited === true).map(
              (chunk) => `${manifest.assets}${found.chunks[chunk]}`,
            )
          : [manifest.types];
        if (cancelled) return undefined;
        const started = Session.start(
          {
            worker: manifest.worker,
            typescript: manifest.typescript,
            types,
            runtimeV9: manifest.runtimeV9,
            runtimeReact: manifest.runtimeReact,
          },
          Object.fromEntries(files.map((file) => [file.name, file.text])),
          flags,
          (step) => {
            performance.mark(`playground:${step}`);
            if (!cancelled) setState({ kind: 'loading', step });
          },
          // Its page shows no errors: the editors open with none while the worker checks.
          opened.unedited === true && !flags?.errors && !flags?.noErrors,
        );
        session = started;
        index.then((found) => started.setModules(moduleUrls(manifest, found, version))).catch(() => {});
        return Promise.all([workbench, started.ready]).then(([{ default: Workbench }]) => {
          performance.mark('playground:ready');
          // Opens offline from now on: the service worker keeps this visit's files.
          keepOffline(manifest.offline, [
            manifest.worker,
            manifest.typescript,
            manifest.types,
            manifest.index,
            ...types,
            // A 9.x sample's Run needs 9.x's packages, which its worker loads only on that first Run.
            ...(version === 'v9' ? [manifest.runtimeV9] : []),
          ]);
          if (!cancelled) setState({ kind: 'ready', Workbench, session: started, opened });
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      session?.terminate();
    };
  }, [manifest, attempt]);

  return (
    <Layout
      title="Playground"
      description="Edit a tRPC router and its client in your browser, with TypeScript's errors and completions, and run them."
    >
      <main className={styles.page}>
        <Heading as="h1">tRPC playground</Heading>
        <p>
          Change a router and its client follows: rename a procedure or change its input and the client shows the error.
          Each docs sample’s “Try” opens it here. Run sends the client’s calls to the server inside this page; nothing
          leaves your browser.
        </p>
        {state.kind === 'ready' ? (
          <state.Workbench
            session={state.session}
            state={state.opened.state}
            original={state.opened.original}
            notice={state.opened.notice}
          />
        ) : state.kind === 'failed' ? (
          <div role="alert" className={styles.failure}>
            <p>The playground could not load: {state.message}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setState({ kind: 'loading', step: 'editor' });
                setAttempt((count) => count + 1);
              }}
            >
              Retry
            </button>
          </div>
        ) : (
          <div className={styles.loading}>
            <progress
              className={styles.progress}
              max={STEPS.length}
              value={STEPS.indexOf(state.step)}
              aria-labelledby="playground-step"
            />
            <p id="playground-step" role="status">
              {STEP_TEXT[state.step]}…
            </p>
          </div>
        )}
      </main>
    </Layout>
  );
}
