/**
 * Community projects listed on the "Awesome tRPC Collection" docs page.
 *
 * Every entry is a real, public repository that we checked exists. Descriptions are our
 * own one-line summaries; the project's README is the authority on what it supports.
 * To add a project, open a pull request that appends it to the matching list.
 */

/** A GitHub repository written as `owner/name`. */
export type GitHubRepo = `${string}/${string}`;

export type AwesomeProject = {
  /** Display name, usually the package or repository name. */
  readonly name: string;
  /** The project's GitHub repository. */
  readonly repo: GitHubRepo;
  /** One sentence, in our own words, saying what the project does. */
  readonly description: string;
};

/** The public URL of a project's repository. */
export function repoUrl(repo: GitHubRepo): string {
  return `https://github.com/${repo}`;
}

/** Use tRPC from UI frameworks other than React. */
export const frontendFrameworks: readonly AwesomeProject[] = [
  {
    name: 'trpc-sveltekit',
    repo: 'icflorescu/trpc-sveltekit',
    description: 'Serves a tRPC router from a SvelteKit app and gives its pages a typed client.',
  },
  {
    name: 'trpc-svelte-query',
    repo: 'ottomated/trpc-svelte-query',
    description: 'Svelte stores for procedures, built on TanStack Svelte Query, with SvelteKit server-side rendering.',
  },
  {
    name: 'trpc-nuxt',
    repo: 'wobsoriano/trpc-nuxt',
    description: 'Runs a tRPC router inside a Nuxt server and calls it from Vue components.',
  },
  {
    name: 'solid-trpc',
    repo: 'OrJDev/solid-trpc',
    description: 'Query and mutation primitives for SolidJS and SolidStart, based on TanStack Solid Query.',
  },
];

/** Carry tRPC calls over servers and transports that tRPC does not ship an adapter for. */
export const libraryAdapters: readonly AwesomeProject[] = [
  {
    name: 'trpc-koa-adapter',
    repo: 'BlairCurrey/trpc-koa-adapter',
    description: 'Mounts a tRPC router as Koa middleware.',
  },
  {
    name: 'electron-trpc',
    repo: 'jsonnull/electron-trpc',
    description: "Calls procedures in Electron's main process from the renderer over IPC instead of HTTP.",
  },
  {
    name: 'trpc-chrome',
    repo: 'jlalmes/trpc-chrome',
    description: 'An adapter and a link that send tRPC calls through browser-extension messaging.',
  },
];

/** Tools that build on a router: documentation, testing, code generation and more. */
export const extensions: readonly AwesomeProject[] = [
  {
    name: 'trpc-openapi',
    repo: 'jlalmes/trpc-openapi',
    description: 'Exposes chosen procedures as REST endpoints and generates an OpenAPI document for them.',
  },
  {
    name: 'trpc-panel',
    repo: 'iway1/trpc-panel',
    description: 'Renders a web page from your router with a form for each procedure, handy for manual testing.',
  },
  {
    name: 'trpc-playground',
    repo: 'sachinraja/trpc-playground',
    description: 'An in-browser editor for writing and running calls against your router.',
  },
  {
    name: 'trpc-shield',
    repo: 'omar-dulaimi/trpc-shield',
    description: 'Declares permission rules for procedures in one place, applied as a middleware.',
  },
  {
    name: 'prisma-trpc-generator',
    repo: 'omar-dulaimi/prisma-trpc-generator',
    description: 'A Prisma generator that emits tRPC routers, with input validation, from your Prisma schema.',
  },
  {
    name: 'msw-trpc',
    repo: 'maloguertin/msw-trpc',
    description: 'Typed Mock Service Worker handlers for procedures, for mocking the API in tests.',
  },
  {
    name: 'trpc-cli',
    repo: 'mmkal/trpc-cli',
    description: 'Turns a router into a command-line program whose arguments come from procedure inputs.',
  },
];

/** Generators and templates that start a new project with tRPC already wired up. */
export const starters: readonly AwesomeProject[] = [
  {
    name: 'create-t3-app',
    repo: 't3-oss/create-t3-app',
    description:
      'An interactive CLI that scaffolds a Next.js app with tRPC and optional extras such as Prisma and Tailwind CSS.',
  },
  {
    name: 'create-t3-turbo',
    repo: 't3-oss/create-t3-turbo',
    description: 'A Turborepo template where a web app and an Expo mobile app share one tRPC API package.',
  },
];

/** Open-source products whose source shows tRPC used at scale. */
export const openSourceApps: readonly AwesomeProject[] = [
  {
    name: 'Cal.com',
    repo: 'calcom/cal.com',
    description:
      'Open-source scheduling platform; its monorepo keeps tRPC routers in a dedicated packages/trpc workspace.',
  },
  {
    name: 'Documenso',
    repo: 'documenso/documenso',
    description: 'Open-source document-signing app, also a monorepo with its tRPC routers in packages/trpc.',
  },
];
