import { createHash } from 'node:crypto';
import type { CspDirectives, Integration } from './rules';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** CSP hash sources (`'sha256-…'`) of the inline scripts the browser runs; JSON-LD and other data blocks are skipped. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes) || body.length === 0) continue;
    const typeMatch = TYPE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Inline event handler attributes (`onclick=` …) cannot be allowed by hashes; the build must have none. */
export function inlineEventHandlers(html: string): string[] {
  const handlers: string[] = [];
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*?\son[a-z]+\s*=/gi)) handlers.push(tag);
  return handlers;
}

/** Merges the base policy, the integrations in use and the script hashes into one header value. */
export function contentSecurityPolicy(
  base: CspDirectives,
  integrations: readonly Integration[],
  scriptHashes: Iterable<string>,
): string {
  const directives = new Map<string, string[]>(Object.entries(base).map(([name, values]) => [name, [...values]]));
  const add = (name: string, values: Iterable<string>) => {
    // A directive the base policy leaves out falls back to default-src: start from it.
    const current = directives.get(name) ?? [...(directives.get('default-src') ?? [])];
    for (const value of values) if (!current.includes(value)) current.push(value);
    directives.set(name, current);
  };
  for (const integration of integrations) {
    for (const [name, values] of Object.entries(integration.sources)) add(name, values);
  }
  add('script-src', [...new Set(scriptHashes)].sort());
  return [...directives].map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
