import type * as TS from 'typescript';

/**
 * The globals a worker has that a reader's code is likely to use beyond what the packages' types
 * mention: the playground keeps these (and everything their declarations mention) from the DOM's lib.
 */
export const READER_GLOBALS = [
  'console',
  'fetch',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  'structuredClone',
  'atob',
  'btoa',
  'crypto',
  'performance',
  'URL',
  'URLSearchParams',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Event',
  'EventTarget',
  'CustomEvent',
  'MessageChannel',
  'BroadcastChannel',
  'WebSocket',
  'EventSource',
  'DOMException',
  'caches',
];

/**
 * Declarations never kept, although reachable. `Transferable` (what `postMessage` can transfer, and
 * so what a WebSocket's message port mentions) names the canvas and video frames, which bring
 * WebGL, WebGPU and the codecs. The page's own objects (a message's source window, the form a
 * `FormData` reads, the elements of a wheel event) bring the whole document; a page's navigation
 * timing, media sources and WebRTC errors come with `performance`, `URL` and `DOMException`. None exists in the
 * worker that runs a reader's code. Left out, those names are unresolved in the lib (skipLibCheck
 * keeps that silent) and only the members that mention them lose their types.
 */
const NEVER_KEPT = new Set([
  'OffscreenCanvas',
  'VideoFrame',
  'ImageBitmap',
  'Window',
  'WindowProxy',
  'Document',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLFormElement',
  'MediaSource',
  'PerformanceTiming',
  'PerformanceNavigation',
  'EventCounts',
  'RTCErrorEvent',
]);

/** Names a top-level statement declares (an interface and the `var` of the same name merge). */
function declaredNames(ts: typeof TS, statement: TS.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  const { name } = statement as TS.Statement & { name?: TS.Node };
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? [name.text] : [];
}

/**
 * The names a node refers to: its identifiers, less the names it declares (members, parameters,
 * type parameters) and the member names of qualified names and property accesses. A property named
 * `self` or `location` must not keep the global `self`, and with it the whole worker scope.
 */
export function identifiersIn(ts: typeof TS, node: TS.Node, into = new Set<string>()): Set<string> {
  const visit = (child: TS.Node, parent: TS.Node | undefined): void => {
    if (ts.isIdentifier(child) && !(parent && isOwnName(ts, child, parent))) into.add(child.text);
    ts.forEachChild(child, (grandchild) => visit(grandchild, child));
  };
  visit(node, undefined);
  return into;
}

/** Parents are passed in: the files are parsed without parent pointers. */
function isOwnName(ts: typeof TS, identifier: TS.Identifier, parent: TS.Node): boolean {
  if (ts.isQualifiedName(parent)) return parent.right === identifier;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === identifier;
  return (parent as TS.Node & { name?: TS.Node }).name === identifier;
}

/**
 * The DOM's lib files (`lib.dom.d.ts` and the interfaces `lib.dom.iterable.d.ts` adds to, pruned as
 * one) keep only the declarations reachable from `roots` (the names the packages' types and the
 * reader's files mention, and READER_GLOBALS): the document, WebGL, WebGPU, IndexedDB, canvas and
 * codec APIs are most of their size, and the compiler parses and binds them for every program, on
 * the first check and again after each edit. Kept declarations are TypeScript's own, unchanged.
 */
export function pruneLib(ts: typeof TS, files: readonly TS.SourceFile[], roots: Iterable<string>): TS.SourceFile[] {
  const byName = new Map<string, TS.Statement[]>();
  const kept = new Set<TS.Statement>();
  for (const statement of files.flatMap((file) => file.statements)) {
    const names = declaredNames(ts, statement);
    if (names.length === 0) kept.add(statement); // Nothing to look it up by: keep it.
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), statement]);
  }
  const pending = [...roots];
  const seen = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (seen.has(name) || NEVER_KEPT.has(name)) continue;
    seen.add(name);
    for (const statement of byName.get(name) ?? []) {
      if (kept.has(statement)) continue;
      kept.add(statement);
      pending.push(...identifiersIn(ts, statement));
    }
  }
  return files.map((file) =>
    ts.factory.updateSourceFile(
      file,
      file.statements.filter((statement) => kept.has(statement)),
    ),
  );
}
