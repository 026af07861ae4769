import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import {
  bracketMatching,
  codeFolding,
  foldEffect,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintKeymap, setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, hoverTooltip, keymap, lineNumbers, type Tooltip } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import type { Diagnostic, FileName } from '../protocol';
import type { Session } from './session';

/** TypeScript's kinds of completion entries, as CodeMirror's completion types (its icons and labels). */
const COMPLETION_TYPES: Readonly<Record<string, string>> = {
  method: 'method',
  function: 'function',
  'local function': 'function',
  property: 'property',
  getter: 'property',
  setter: 'property',
  var: 'variable',
  let: 'variable',
  const: 'constant',
  'local var': 'variable',
  parameter: 'variable',
  class: 'class',
  interface: 'interface',
  type: 'type',
  alias: 'type',
  enum: 'enum',
  module: 'namespace',
  keyword: 'keyword',
};

const element = (tag: string, className: string, text: string) => {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
};

function completionSource(session: Session, file: FileName) {
  return async (context: CompletionContext): Promise<CompletionResult | null> => {
    const word = context.matchBefore(/[\w$]*/);
    const from = word?.from ?? context.pos;
    const after = context.state.sliceDoc(Math.max(0, from - 1), from);
    if (!context.explicit && from === context.pos && after !== '.') return null;
    const entries = await session.call('completions', { file, position: context.pos });
    if (context.aborted || entries.length === 0) return null;
    return {
      from,
      validFor: /^[\w$]*$/,
      options: entries.map((entry): Completion => ({
        label: entry.label,
        type: COMPLETION_TYPES[entry.kind],
        boost: -Math.min(99, Number.parseInt(entry.sortText, 10) || 0),
      })),
    };
  };
}

function hoverSource(session: Session, file: FileName) {
  return async (_view: EditorView, position: number): Promise<Tooltip | null> => {
    const hover = await session.call('hover', { file, position });
    if (!hover) return null;
    return {
      pos: hover.from,
      end: hover.to,
      above: true,
      create: () => {
        const dom = element('div', 'cm-playground-hover', '');
        dom.append(element('code', 'cm-playground-signature', hover.signature));
        if (hover.docs) dom.append(element('p', 'cm-playground-docs', hover.docs));
        return { dom };
      },
    };
  };
}

export type EditorOptions = {
  parent: HTMLElement;
  file: FileName;
  doc: string;
  session: Session;
  readOnly: boolean;
  /** The id of the element that names the editor (its file name). */
  labelledBy: string;
  /** The id of the element that says how to leave the editor by keyboard. */
  describedBy: string;
  /** The end of the sample's set-up (above its `// ---cut---`), which opens folded. */
  setupEnd?: number;
  onChange: (text: string) => void;
};

export type Editor = {
  view: EditorView;
  setReadOnly(readOnly: boolean): void;
  setDiagnostics(diagnostics: readonly Diagnostic[]): void;
};

const readOnlyExtensions = (readOnly: boolean) => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
  // Read-only content is still reached with Tab, so its text can be read.
  EditorView.contentAttributes.of(readOnly ? { 'aria-readonly': 'true' } : {}),
];

/** A TypeScript editor whose completions and hovers come from the worker's language service. */
export function createEditor(options: EditorOptions): Editor {
  const readOnly = new Compartment();
  const view = new EditorView({
    parent: options.parent,
    doc: options.doc,
    extensions: [
      lineNumbers(),
      codeFolding({ placeholderText: 'set-up…' }),
      foldGutter(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      EditorView.lineWrapping,
      javascript({ typescript: true }),
      syntaxHighlighting(classHighlighter),
      autocompletion({ override: [completionSource(options.session, options.file)], activateOnTypingDelay: 0 }),
      hoverTooltip(hoverSource(options.session, options.file), { hoverTime: 350 }),
      // Tab indents; Escape, then Tab, moves on (CodeMirror's tab focus mode), so the editor never traps focus.
      keymap.of([
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...historyKeymap,
        ...completionKeymap,
        ...lintKeymap,
        indentWithTab,
      ]),
      EditorView.contentAttributes.of({
        tabindex: '0',
        'aria-labelledby': options.labelledBy,
        'aria-describedby': options.describedBy,
      }),
      readOnly.of(readOnlyExtensions(options.readOnly)),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange(update.state.doc.toString());
      }),
    ],
  });
  if (options.setupEnd) {
    // Folded from the end of the first line: that line (an import, usually) says what the set-up is.
    const from = view.state.doc.line(1).to;
    if (options.setupEnd > from) view.dispatch({ effects: foldEffect.of({ from, to: options.setupEnd }) });
  }
  return {
    view,
    setReadOnly: (value) => view.dispatch({ effects: readOnly.reconfigure(readOnlyExtensions(value)) }),
    setDiagnostics(diagnostics) {
      const length = view.state.doc.length;
      const clamp = (position: number) => Math.max(0, Math.min(length, position));
      view.dispatch(
        setDiagnostics(
          view.state,
          diagnostics.map((diagnostic) => ({
            from: clamp(diagnostic.from),
            to: clamp(diagnostic.to),
            severity: diagnostic.severity,
            message: diagnostic.message,
          })),
        ),
      );
    },
  };
}
