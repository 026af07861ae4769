import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { initialFiles } from '../files';
import {
  FILE_NAMES,
  type Diagnostic,
  type FileName,
  type Files,
  type OutputLine,
} from '@site/src/plugins/playground/client/protocol';
import { createEditor, type Editor } from './editor';
import type { Session } from './session';
import styles from './styles.module.css';

/** Quiet time after the last keystroke before both files are checked again. */
const CHECK_DELAY_MS = 200;
/** A run still going after this long (an endless loop) is stopped with its worker. */
const RUN_LIMIT_MS = 10_000;
/** Below this width the files are read-only: a phone's keyboard would hide most of them. */
const NARROW = '(max-width: 600px)';

function summary(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length === 0) return 'No type errors.';
  const [first] = errors;
  const count = errors.length === 1 ? '1 type error' : `${errors.length} type errors`;
  return `${count}. ${first.file}, line ${first.line}: ${first.message.split('\n')[0]}`;
}

export type WorkbenchProps = { session: Session };

/** The two editors, the Run button, the diagnostics summary and the output. */
export default function Workbench({ session }: WorkbenchProps): ReactNode {
  const parents = useRef<Partial<Record<FileName, HTMLDivElement | null>>>({});
  const editors = useRef<Partial<Record<FileName, Editor>>>({});
  const texts = useRef<Files>({ ...initialFiles });
  const generation = useRef(0);
  /** Edits sent to the worker since it started. */
  const edits = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const [status, setStatus] = useState('Checking the types…');
  const [checked, setChecked] = useState(false);
  // Rendered in the browser only (the page loads this module after it mounts).
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  const [running, setRunning] = useState(false);
  const [output, setOutput] = useState<readonly OutputLine[] | null>(null);

  const show = useCallback((diagnostics: readonly Diagnostic[]) => {
    for (const file of FILE_NAMES) {
      editors.current[file]?.setDiagnostics(diagnostics.filter((diagnostic) => diagnostic.file === file));
    }
    setStatus(summary(diagnostics));
    setChecked(true);
  }, []);

  const check = useCallback(async () => {
    const asked = generation.current;
    const diagnostics = await session.call('diagnostics', { edits: edits.current }).catch(() => null);
    // An edit since the question: its own check follows.
    if (!diagnostics || asked !== generation.current) return;
    show(diagnostics);
  }, [session, show]);

  useEffect(() => {
    const media = window.matchMedia(NARROW);
    for (const file of FILE_NAMES) {
      const parent = parents.current[file];
      if (!parent) continue;
      editors.current[file] = createEditor({
        parent,
        file,
        doc: texts.current[file],
        session,
        readOnly: media.matches,
        labelledBy: `playground-${file}`,
        describedBy: 'playground-keys',
        onChange: (text) => {
          texts.current[file] = text;
          generation.current++;
          edits.current++;
          void session.call('update', { file, text }).catch(() => {});
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => void check(), CHECK_DELAY_MS);
        },
      });
    }
    const onWidth = () => {
      setNarrow(media.matches);
      for (const editor of Object.values(editors.current)) editor.setReadOnly(media.matches);
    };
    media.addEventListener('change', onWidth);
    // The starting files' diagnostics come with the worker (the build found them); others are asked for.
    const asked = generation.current;
    session.ready.then(
      (known) => {
        if (known && asked === generation.current) show(known);
        else void check();
      },
      () => {},
    );
    return () => {
      media.removeEventListener('change', onWidth);
      window.clearTimeout(timer.current);
      for (const editor of Object.values(editors.current)) editor.view.destroy();
      editors.current = {};
    };
  }, [session, check, show]);

  const run = async () => {
    setRunning(true);
    let limit: number | undefined;
    const overrun = new Promise<OutputLine[]>((resolve) => {
      limit = window.setTimeout(() => {
        edits.current = 0;
        void session.restart(texts.current).then(check, () => {});
        resolve([{ kind: 'error', text: `Stopped: the code was still running after ${RUN_LIMIT_MS / 1000} seconds.` }]);
      }, RUN_LIMIT_MS);
    });
    try {
      setOutput(await Promise.race([session.call('run', null), overrun]));
    } catch (error) {
      setOutput([{ kind: 'error', text: error instanceof Error ? error.message : String(error) }]);
    } finally {
      window.clearTimeout(limit);
      setRunning(false);
    }
  };

  const reset = () => {
    for (const file of FILE_NAMES) {
      const view = editors.current[file]?.view;
      view?.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: initialFiles[file] } });
    }
    setOutput(null);
  };

  return (
    <div className={styles.workbench} data-playground-ready={checked ? 'true' : undefined}>
      <p id="playground-keys" className={styles.hint}>
        {narrow
          ? 'On a narrow screen the files are read-only: run them here, or open this page on a wider screen to edit them.'
          : 'In an editor, Tab indents; press Escape, then Tab, to move on. Ctrl+Space lists completions.'}
      </p>
      <div className={styles.files}>
        {FILE_NAMES.map((file) => (
          <section key={file} className={styles.file} aria-labelledby={`playground-${file}`}>
            <h2 id={`playground-${file}`} className={styles.fileName}>
              {file}
            </h2>
            <div
              className={styles.editor}
              ref={(node) => {
                parents.current[file] = node;
              }}
            />
          </section>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => void run()} disabled={running}>
          {running ? 'Running…' : 'Run'}
        </button>
        {!narrow && (
          <button type="button" className="button button--secondary" onClick={reset}>
            Reset the files
          </button>
        )}
      </div>
      <section aria-labelledby="playground-output" className={styles.output}>
        <h2 id="playground-output" className={styles.fileName}>
          Output
        </h2>
        <div role="log" className={styles.lines}>
          {output === null ? (
            <p className={styles.placeholder}>Run the files to see the client’s calls and console output here.</p>
          ) : output.length === 0 ? (
            <p className={styles.placeholder}>The run printed nothing.</p>
          ) : (
            output.map((line, index) => (
              <pre key={index} className={styles[line.kind]}>
                {line.text}
              </pre>
            ))
          )}
        </div>
      </section>
    </div>
  );
}
