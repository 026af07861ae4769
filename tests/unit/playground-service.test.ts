import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import { initialFiles } from '../../src/plugins/playground/client/files';
import { createService, startingPoint } from '../../src/plugins/playground/client/languageService';
import { declarations } from '../../src/plugins/playground/assets';

const types = new Map(
  Object.entries(
    declarations(ts, path.resolve('src/samples/v10'), path.dirname(require.resolve('typescript/lib/lib.d.ts'))),
  ),
);
const typedClient = `${initialFiles['client.ts']}\nclient.`;
const renamed = initialFiles['server.ts'].replace('bookById', 'bookByIsbn');

/** The completions after `client.`, once the files are checked (as the worker does after each edit). */
function completionsAfterCheck(server: string, clientView: boolean): string[] {
  const service = createService(ts, types, initialFiles, { clientView });
  service.update('server.ts', server);
  service.update('client.ts', typedClient);
  service.diagnostics();
  service.emitServerDeclaration();
  return service.completions('client.ts', typedClient.length).map((entry) => entry.label);
}

describe('the playground’s language service', () => {
  it('completes the client from server.ts’s declaration as from its source', () => {
    assert.deepEqual(completionsAfterCheck(initialFiles['server.ts'], true), ['addBook', 'bookById']);
    assert.deepEqual(completionsAfterCheck(renamed, true), completionsAfterCheck(renamed, false));
    assert.deepEqual(completionsAfterCheck(renamed, true), ['addBook', 'bookByIsbn']);
  });

  it('follows an edit of server.ts before its declaration is emitted again', () => {
    const service = createService(ts, types, { ...initialFiles, 'client.ts': typedClient });
    service.diagnostics();
    service.emitServerDeclaration();
    service.update('server.ts', renamed);
    assert.deepEqual(
      service.completions('client.ts', typedClient.length).map((entry) => entry.label),
      ['addBook', 'bookByIsbn'],
    );
  });

  it('answers from the sources when server.ts has an error', () => {
    const broken = renamed.replace(
      'const t = initTRPC.create();',
      "const t = initTRPC.create();\nconst count: number = 'one';",
    );
    const service = createService(ts, types, { ...initialFiles, 'client.ts': typedClient });
    service.update('server.ts', broken);
    const errors = service.diagnostics().filter((diagnostic) => diagnostic.file === 'server.ts');
    assert.equal(errors.length, 1);
    service.emitServerDeclaration();
    assert.deepEqual(
      service.completions('client.ts', typedClient.length).map((entry) => entry.label),
      ['addBook', 'bookByIsbn'],
    );
  });
});

describe('the playground’s starting point (found by the build)', () => {
  const start = startingPoint(ts, types, initialFiles);

  it('gives what a check of the starting files gives', () => {
    assert.deepEqual(start.diagnostics, createService(ts, types, initialFiles).diagnostics());
    assert.match(start.serverDeclaration ?? '', /export declare const appRouter/);
  });

  it('answers client.ts’s completions before any check', () => {
    const files = { ...initialFiles, 'client.ts': typedClient };
    const service = createService(ts, types, files, { start: startingPoint(ts, types, files) });
    assert.deepEqual(
      service.completions('client.ts', typedClient.length).map((entry) => entry.label),
      ['addBook', 'bookById'],
    );
  });

  it('is replaced by a check in steps (the program, then each file) that ends with the same answer', () => {
    const broken = { ...initialFiles, 'client.ts': `${initialFiles['client.ts']}\nclient.bookByIsbn.query(1);\n` };
    const service = createService(ts, types, broken, { start: startingPoint(ts, types, broken) });
    assert.equal(service.checkSteps().length, 1 + service.names().length);
    const steps = service.warmSteps();
    assert.ok(steps.length > service.checkSteps().length, 'a first check is among the warm-up steps');
    for (const step of steps) step();
    assert.equal(service.startingDiagnostics(), null, 'the build’s answers stand in no more');
    const own = service.diagnostics();
    assert.match(own[0]?.message ?? '', /bookByIsbn/);
    assert.deepEqual(own, createService(ts, types, broken).diagnostics());
    assert.equal(service.warmSteps().length, 1, 'once checked, only client.ts’s view is left to build');
  });

  it('stands for nothing once the files differ from its own', () => {
    const broken = `${initialFiles['client.ts']}\nclient.bookByIsbn.query(1);\n`;
    const service = createService(ts, types, { ...initialFiles, 'client.ts': broken }, { start });
    assert.match(service.diagnostics()[0]?.message ?? '', /bookByIsbn/);
    const edited = createService(ts, types, initialFiles, { start });
    edited.update('client.ts', broken);
    assert.match(edited.diagnostics()[0]?.message ?? '', /bookByIsbn/);
  });
});
