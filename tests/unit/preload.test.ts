import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { preload, whenIdleAfterLoad, type IdleDeadline } from '../../src/utils/preload';

type Globals = { window?: unknown; document?: unknown };
const globals = globalThis as Globals;

/** A page in the given ready state, with requestIdleCallback when `idle` is given. */
function fakePage(readyState: string, idle?: (task: (deadline: IdleDeadline) => void, options: unknown) => void) {
  const listeners: { type: string; listener: () => void; options: unknown }[] = [];
  globals.document = { readyState };
  globals.window = {
    ...(idle ? { requestIdleCallback: idle } : {}),
    addEventListener: (type: string, listener: () => void, options: unknown) =>
      listeners.push({ type, listener, options }),
  };
  return listeners;
}

describe('preload', () => {
  afterEach(() => {
    delete globals.window;
    delete globals.document;
  });

  it('starts the load and keeps its failure quiet', async () => {
    let started = 0;
    preload(() => {
      started++;
      return Promise.reject(new Error('ChunkLoadError'));
    });
    assert.equal(started, 1);
    // An unhandled rejection would fail the test run.
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('runs a task in an idle period, at most 2 s late, once the page has loaded', () => {
    const asked: unknown[] = [];
    const listeners = fakePage('complete', (task, options) => asked.push(options));
    whenIdleAfterLoad(() => {});
    assert.deepEqual(asked, [{ timeout: 2000 }]);
    assert.equal(listeners.length, 0);
  });

  it('waits for the load event first, once', () => {
    const asked: unknown[] = [];
    const listeners = fakePage('interactive', (task, options) => asked.push(options));
    whenIdleAfterLoad(() => {});
    assert.equal(asked.length, 0, 'nothing before load');
    assert.deepEqual(
      listeners.map(({ type, options }) => [type, options]),
      [['load', { once: true }]],
    );
    listeners[0].listener();
    assert.deepEqual(asked, [{ timeout: 2000 }]);
  });

  it('falls back to a 100 ms timer with no idle time left where requestIdleCallback is missing', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    fakePage('complete');
    const deadlines: number[] = [];
    whenIdleAfterLoad((deadline) => deadlines.push(deadline.timeRemaining()));
    t.mock.timers.tick(99);
    assert.deepEqual(deadlines, []);
    t.mock.timers.tick(1);
    assert.deepEqual(deadlines, [0]);
  });
});
