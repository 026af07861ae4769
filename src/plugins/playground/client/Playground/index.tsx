import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { initialFiles } from '../files';
import type { LoadStep, PlaygroundManifest } from '../protocol';
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
  | { kind: 'ready'; Workbench: ComponentType<WorkbenchProps>; session: Session };

/**
 * /playground (route added by src/plugins/playground, which passes the URLs of the worker's files):
 * the page itself is light; the editor, the worker and TypeScript load when it opens, with their
 * progress shown, and a failed load can be retried.
 */
export default function PlaygroundPage({ manifest }: { manifest: PlaygroundManifest }): ReactNode {
  const [state, setState] = useState<State>({ kind: 'loading', step: 'editor' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      if (!cancelled) setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    };
    // The worker loads TypeScript and the declarations at once, while the editor's code loads. It needs no
    // first check before the editors show: the build checked the starting files (src/plugins/playground).
    const session = Session.start(manifest, initialFiles, (step) => {
      if (!cancelled) setState({ kind: 'loading', step });
    });
    Promise.all([import('./Workbench'), session.ready])
      .then(([{ default: Workbench }]) => {
        if (!cancelled) setState({ kind: 'ready', Workbench, session });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      session.terminate();
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
          Change the router in <code>server.ts</code> and <code>client.ts</code> follows: rename a procedure or change
          its input and the client shows the error. Run sends the client’s calls to the server inside this page; nothing
          leaves your browser.
        </p>
        {state.kind === 'ready' ? (
          <state.Workbench session={state.session} />
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
