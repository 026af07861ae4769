import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import {
  type Diagnostic,
  type FileName,
  type Files,
  type OutputLine,
  type RunResult,
} from '@site/src/plugins/playground/client/protocol';
import {
  encodeState,
  fileNameProblem,
  MAX_FILES,
  sampleHash,
  setupOf,
  VERSION_LABELS,
  whyNotRunnable,
  type PlaygroundState,
} from '@site/src/plugins/playground/client/state';
import { createEditor, type Editor } from './editor';
import type { Session } from './session';
import styles from './styles.module.css';

/** Quiet time after the last keystroke before both files are checked again. */
const CHECK_DELAY_MS = 200;
/** A run still going after this long (an endless loop) is stopped with its worker. */
const RUN_LIMIT_MS = 10_000;
/** Below this width the files are read-only: a phone's keyboard would hide most of them. */
const NARROW = '(max-width: 600px)';

/** Quiet time after the last keystroke before the URL's hash holds the edit. */
const HASH_DELAY_MS = 400;
const PACKAGE_SETS: Readonly<Record<PlaygroundState['version'], string>> = {
  v10: 'tRPC 10.12.0',
  v9: 'tRPC 9.27.4',
};

/** The tab that opens: the first file the sample's page shows (not wholly its set-up), else the last. */
function firstShown(names: readonly string[], setup: ReadonlyMap<string, 'all' | number | undefined>): string {
  return names.find((name) => setup.get(name) !== 'all') ?? names.at(-1) ?? '';
}

/** The errors the sample declares (`// @errors: 2322 2339`): shown on purpose, as on its page. */
const declaredErrors = (state: PlaygroundState) =>
  new Set(
    (state.flags?.errors ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  );

function summary(diagnostics: readonly Diagnostic[], declared: ReadonlySet<number>): string {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length === 0) return 'No type errors.';
  const [first] = errors;
  const count = errors.length === 1 ? '1 type error' : `${errors.length} type errors`;
  const onPurpose = errors.every((error) => declared.has(error.code)) ? ', as the sample shows on purpose' : '';
  return `${count}${onPurpose}. ${first.file}, line ${first.line}: ${first.message.split('\n')[0]}`;
}

export type WorkbenchProps = {
  session: Session;
  /** What opened: its files, flags and docs version. */
  state: PlaygroundState;
  /** What Reset returns to (the sample the state came from). */
  original: PlaygroundState;
  /** Why the link's state is not what opened (a corrupt link). */
  notice?: string;
};

/** A React sample's rendered HTML as a document in the site's colour mode. */
const previewDocument = (html: string, colorMode: 'light' | 'dark') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>:root{color-scheme:${colorMode}}body{margin:0.75rem;font:1rem/1.5 system-ui,sans-serif}</style></head><body>${html}</body></html>`;

/** The files' editors, Run, Share and Reset, the diagnostics summary and the output. */
export default function Workbench({ session, state, original, notice }: WorkbenchProps): ReactNode {
  /** The files' names in their order: the reader may add, rename and delete files. */
  const [fileNames, setFileNames] = useState(() => state.files.map((file) => file.name));
  /** The set-up of the files that opened, by name (a renamed or added file has none). */
  const setup = useMemo(() => {
    const found = setupOf(state.files);
    return new Map(state.files.map((file, index) => [file.name, found[index]]));
  }, [state]);
  /** The file whose tab is chosen: its editor shows, and rename and delete act on it. */
  const [active, setActive] = useState(() => firstShown(fileNames, setup));
  /** Type errors by file, for the tabs' marks (the status line names the first). */
  const [errorCounts, setErrorCounts] = useState<Readonly<Record<FileName, number>>>({});
  const tabs = useRef<Partial<Record<FileName, HTMLButtonElement | null>>>({});
  const [newName, setNewName] = useState('');
  const [fileMessage, setFileMessage] = useState('');
  const shownKnown = useRef(false);
  const declared = useMemo(() => declaredErrors(state), [state]);
  const parents = useRef<Partial<Record<FileName, HTMLDivElement | null>>>({});
  const editors = useRef<Partial<Record<FileName, Editor>>>({});
  const texts = useRef<Files>(Object.fromEntries(state.files.map((file) => [file.name, file.text])));
  const hashTimer = useRef<number | undefined>(undefined);
  const [shared, setShared] = useState<string | null>(null);
  const [runBlocked, setRunBlocked] = useState(() => whyNotRunnable(state.version, state.files));
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
  /** A React sample's last render (HTML), shown in a sandboxed frame. */
  const [preview, setPreview] = useState<string | null>(null);
  const { colorMode } = useColorMode();

  const currentState = useCallback(
    (): PlaygroundState => ({
      ...state,
      files: fileNames.map((name) => ({ name, text: texts.current[name] })),
    }),
    [state, fileNames],
  );

  const show = useCallback(
    (diagnostics: readonly Diagnostic[]) => {
      const counts: Record<FileName, number> = {};
      for (const file of fileNames) {
        const own = diagnostics.filter((diagnostic) => diagnostic.file === file);
        editors.current[file]?.setDiagnostics(own);
        counts[file] = own.filter((diagnostic) => diagnostic.severity === 'error').length;
      }
      setErrorCounts(counts);
      setStatus(summary(diagnostics, declared));
      setChecked(true);
    },
    [fileNames, declared],
  );

  const check = useCallback(async () => {
    const asked = generation.current;
    const diagnostics = await session.call('diagnostics', { edits: edits.current }).catch(() => null);
    // An edit since the question: its own check follows.
    if (!diagnostics || asked !== generation.current) return;
    show(diagnostics);
  }, [session, show]);

  useEffect(() => {
    const media = window.matchMedia(NARROW);
    fileNames.forEach((file, index) => {
      const parent = parents.current[file];
      if (!parent) return;
      const folded = setup.get(file);
      editors.current[file] = createEditor({
        parent,
        file,
        doc: texts.current[file],
        session,
        readOnly: media.matches,
        labelledBy: `playground-tab-${index}`,
        describedBy: 'playground-keys',
        setupEnd: folded === 'all' ? texts.current[file].replace(/\n$/, '').length : folded,
        onChange: (text) => {
          texts.current[file] = text;
          generation.current++;
          edits.current++;
          void session.call('update', { file, text }).catch(() => {});
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => void check(), CHECK_DELAY_MS);
          // The URL keeps the reader's files (never sent: a hash stays in the browser).
          window.clearTimeout(hashTimer.current);
          hashTimer.current = window.setTimeout(() => {
            const now = currentState();
            window.history.replaceState(window.history.state, '', encodeState(now));
            setRunBlocked(whyNotRunnable(now.version, now.files));
          }, HASH_DELAY_MS);
        },
      });
    });
    const onWidth = () => {
      setNarrow(media.matches);
      for (const editor of Object.values(editors.current)) editor?.setReadOnly(media.matches);
    };
    media.addEventListener('change', onWidth);
    // The starting files' diagnostics come with the worker (the build found them; a clean sample's are
    // none); others are asked for. Shown ones are asked for again: the worker's first check answers.
    const asked = generation.current;
    const first = !shownKnown.current;
    shownKnown.current = true;
    session.ready.then(
      (known) => {
        // Only when the files open: the editors are made again after a file is added, renamed or deleted.
        if (first && known && asked === generation.current) show(known);
        void check().then(() => performance.mark('playground:checked'));
      },
      () => {},
    );
    return () => {
      media.removeEventListener('change', onWidth);
      window.clearTimeout(timer.current);
      window.clearTimeout(hashTimer.current);
      for (const editor of Object.values(editors.current)) editor?.view.destroy();
      editors.current = {};
    };
  }, [session, check, show, fileNames, setup, currentState]);

  // An editor made while its panel was hidden measures itself when it shows.
  useEffect(() => {
    editors.current[active]?.view.requestMeasure();
  }, [active]);

  const run = async () => {
    setRunning(true);
    let limit: number | undefined;
    let startLimit = () => {};
    // The limit counts the reader's code: from the worker's word that it runs it, not from the click
    // (compiling the files, and checks queued before the run, come first).
    const overrun = new Promise<RunResult>((resolve) => {
      startLimit = () => {
        limit = window.setTimeout(() => {
          edits.current = 0;
          void session.restart(texts.current).then(check, () => {});
          resolve({
            lines: [
              { kind: 'error', text: `Stopped: the code was still running after ${RUN_LIMIT_MS / 1000} seconds.` },
            ],
          });
        }, RUN_LIMIT_MS);
      };
    });
    try {
      const result = await Promise.race([
        session.call('run', { version: state.version }, { onRunning: startLimit }),
        overrun,
      ]);
      setOutput(result.lines);
      setPreview(result.preview ?? null);
    } catch (error) {
      setOutput([{ kind: 'error', text: error instanceof Error ? error.message : String(error) }]);
      setPreview(null);
    } finally {
      window.clearTimeout(limit);
      setRunning(false);
    }
  };

  /** The files are now `names` (`texts.current` holds their texts): the worker, the check and the URL follow. */
  const changeFiles = (names: string[]) => {
    setFileNames(names);
    generation.current++;
    edits.current++;
    void session.call('files', { files: Object.fromEntries(names.map((name) => [name, texts.current[name]])) });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void check(), CHECK_DELAY_MS);
    const now: PlaygroundState = { ...state, files: names.map((name) => ({ name, text: texts.current[name] })) };
    window.history.replaceState(window.history.state, '', encodeState(now));
    setRunBlocked(whyNotRunnable(now.version, now.files));
  };

  const addFile = () => {
    const name = newName.trim();
    const problem = fileNames.length >= MAX_FILES ? `At most ${MAX_FILES} files.` : fileNameProblem(name, fileNames);
    if (problem) return setFileMessage(problem);
    texts.current[name] = '';
    changeFiles([...fileNames, name]);
    setActive(name);
    setNewName('');
    setFileMessage(`Added ${name}.`);
  };

  const renameFile = () => {
    const name = newName.trim();
    const problem = fileNameProblem(name, fileNames);
    if (!fileNames.includes(active) || problem) return setFileMessage(problem ?? 'Choose a file to rename.');
    texts.current[name] = texts.current[active];
    delete texts.current[active];
    changeFiles(fileNames.map((file) => (file === active ? name : file)));
    setFileMessage(`Renamed ${active} to ${name}.`);
    setActive(name);
    setNewName('');
  };

  const deleteFile = () => {
    const at = fileNames.indexOf(active);
    if (at === -1) return setFileMessage('Choose a file to delete.');
    if (fileNames.length === 1) return setFileMessage('The playground keeps at least one file.');
    delete texts.current[active];
    const names = fileNames.filter((file) => file !== active);
    changeFiles(names);
    setFileMessage(`Deleted ${active}.`);
    // Its neighbour: the next tab, or the one before when it was the last.
    setActive(names[Math.min(at, names.length - 1)]);
  };

  /** The tab list's keys (WAI-ARIA's tabs pattern): arrows move to the next or previous tab and choose it, Home and End to the ends. */
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, file: string) => {
    // From the tab the key was pressed on (the chosen one, unless a script moved the focus).
    const at = fileNames.indexOf(file);
    const last = fileNames.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at <= 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    setActive(fileNames[to]);
    tabs.current[fileNames[to]]?.focus();
  };

  /** Back to the sample (or the starting files): the same files, and the URL the "Try" link had. */
  const reset = () => {
    const originalNames = original.files.map((file) => file.name);
    if (originalNames.join('\n') !== fileNames.join('\n')) {
      // Other files than it opened with: its files' editors are made again.
      texts.current = Object.fromEntries(original.files.map((file) => [file.name, file.text]));
      changeFiles(originalNames);
      setActive(firstShown(originalNames, setup));
    }
    for (const file of original.files) {
      const view = editors.current[file.name]?.view;
      view?.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: file.text } });
    }
    window.clearTimeout(hashTimer.current);
    const { pathname, search } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      original.sample ? sampleHash(original.sample) : `${pathname}${search}`,
    );
    setRunBlocked(whyNotRunnable(original.version, original.files));
    setOutput(null);
    setPreview(null);
    setShared(null);
  };

  /** The link to these files as they are now, copied (and shown, for a browser that refuses the clipboard). */
  const share = async () => {
    const hash = encodeState(currentState());
    window.history.replaceState(window.history.state, '', hash);
    const link = window.location.href;
    setShared(link);
    await navigator.clipboard?.writeText(link).catch(() => {});
  };

  return (
    <div className={styles.workbench} data-playground-ready={checked ? 'true' : undefined}>
      {notice && (
        <p role="alert" className={styles.notice}>
          {notice} The starting files are open instead.
        </p>
      )}
      <p className={styles.hint}>
        <span data-playground-version={state.version}>
          Docs {VERSION_LABELS[state.version]}: checked against {PACKAGE_SETS[state.version]}.
        </span>{' '}
        <span id="playground-keys">
          {narrow
            ? 'On a narrow screen the files are read-only: run them here, or open this page on a wider screen to edit them.'
            : 'The arrow keys move between the files’ tabs. In an editor, Tab indents; press Escape, then Tab, to move on. Ctrl+Space lists completions.'}
        </span>
      </p>
      <div className={styles.tabBar}>
        <div role="tablist" aria-label="Files" className={styles.tabs} data-files={fileNames.length}>
          {fileNames.map((file, index) => (
            <button
              key={file}
              ref={(node) => {
                tabs.current[file] = node;
              }}
              type="button"
              role="tab"
              id={`playground-tab-${index}`}
              className={styles.tab}
              aria-selected={file === active}
              aria-controls={`playground-panel-${index}`}
              aria-describedby={errorCounts[file] ? `playground-tab-errors-${index}` : undefined}
              tabIndex={file === active ? 0 : -1}
              onClick={() => setActive(file)}
              onKeyDown={(event) => onTabKey(event, file)}
            >
              {file}
              {setup.get(file) === 'all' && <span className={styles.setupMark}> (set-up)</span>}
              {Boolean(errorCounts[file]) && (
                <span className={styles.errorMark} aria-hidden="true">
                  {errorCounts[file]}
                </span>
              )}
            </button>
          ))}
        </div>
        {fileNames.map(
          (file, index) =>
            Boolean(errorCounts[file]) && (
              <span key={file} id={`playground-tab-errors-${index}`} hidden>
                {errorCounts[file] === 1 ? '1 type error' : `${errorCounts[file]} type errors`}
              </span>
            ),
        )}
        {!narrow && (
          <fieldset className={styles.fileOps}>
            <legend className="visually-hidden">Add, rename or delete a file</legend>
            <label>
              New name{' '}
              <input
                value={newName}
                placeholder="utils.ts"
                size={12}
                onChange={(event) => setNewName(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') addFile();
                }}
              />
            </label>
            <button type="button" className="button button--sm button--secondary" onClick={addFile}>
              Add file
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              aria-label={`Rename ${active} to the new name`}
              onClick={renameFile}
            >
              Rename
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              aria-label={`Delete ${active}`}
              onClick={deleteFile}
            >
              Delete
            </button>
          </fieldset>
        )}
      </div>
      {!narrow && (
        <p aria-live="polite" className={styles.fileMessage}>
          {fileMessage}
        </p>
      )}
      {fileNames.map((file, index) => (
        <div
          key={file}
          role="tabpanel"
          id={`playground-panel-${index}`}
          aria-labelledby={`playground-tab-${index}`}
          hidden={file !== active}
          className={styles.editor}
          ref={(node) => {
            parents.current[file] = node;
          }}
        />
      ))}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void run()}
          disabled={running || runBlocked !== null}
          aria-describedby={runBlocked ? 'playground-run-blocked' : undefined}
        >
          {running ? 'Running…' : 'Run'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void share()}>
          Share
        </button>
        {!narrow && (
          <button type="button" className="button button--secondary" onClick={reset}>
            {original.sample ? 'Reset to the sample' : 'Reset the files'}
          </button>
        )}
      </div>
      {runBlocked && (
        <p id="playground-run-blocked" className={styles.hint}>
          {runBlocked}
        </p>
      )}
      {shared && (
        <p className={styles.shared}>
          <label htmlFor="playground-link">Link to these files (copied):</label>{' '}
          <input
            id="playground-link"
            className={styles.link}
            readOnly
            value={shared}
            onFocus={(event) => event.currentTarget.select()}
          />
        </p>
      )}
      {preview !== null && (
        <section aria-labelledby="playground-preview" className={styles.output}>
          <h2 id="playground-preview" className={styles.fileName}>
            Preview
          </h2>
          {preview === '' ? (
            <p className={styles.placeholder}>The component rendered nothing.</p>
          ) : (
            <iframe
              className={styles.preview}
              title="The component as it rendered with the router's data"
              // No scripts, no same origin: the reader's HTML, as the render left it.
              sandbox=""
              srcDoc={previewDocument(preview, colorMode)}
            />
          )}
        </section>
      )}
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
