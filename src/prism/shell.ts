import Prism from './core';

/**
 * A small grammar for the shell commands in the docs (`npm install …`, `npx …`, environment
 * variables): Prism's full Bash grammar would put a few hundred builtins that these samples never
 * use into every page's JavaScript.
 */
const COMMANDS = [
  'npm',
  'npx',
  'yarn',
  'pnpm',
  'bun',
  'deno',
  'node',
  'tsc',
  'git',
  'curl',
  'wscat',
  'cd',
  'mkdir',
  'cp',
  'mv',
  'rm',
  'cat',
  'echo',
  'export',
  'docker',
  'vercel',
  'netlify',
  'sudo',
  'apt-get',
];

Prism.languages.bash = {
  comment: { pattern: /(^|\s)#.*/, lookbehind: true, greedy: true },
  string: { pattern: /(["'])(?:\\[\s\S]|(?!\1)[^\\\n])*\1/, greedy: true },
  variable: /\$(?:\{[^}\n]*\}|\w+)/,
  'assign-left': { pattern: /(^|[\s;&|])[A-Z_][A-Z0-9_]*(?==)/, lookbehind: true, alias: 'variable' },
  function: { pattern: new RegExp(`(^|[\\s;&|(])(?:${COMMANDS.join('|')})(?=$|[\\s;&|)])`, 'm'), lookbehind: true },
  parameter: { pattern: /(^|\s)--?[\w-]+/, lookbehind: true, alias: 'variable' },
  operator: /&&|\|\||[|&;<>]=?|=/,
  punctuation: /[()[\]{}\\]/,
};
Prism.languages.shell = Prism.languages.bash;
Prism.languages.sh = Prism.languages.bash;
