/** The landing page's feature cards. */
export type Feature = {
  readonly id: string;
  readonly icon: string;
  readonly title: string;
  readonly description: string;
};

export const features: readonly Feature[] = [
  {
    id: 'type-safety',
    icon: '🧙‍♂️',
    title: 'Automatic type safety',
    description:
      'Change a procedure on the server and every call site in the client knows at once: the compiler points at what broke before your users do.',
  },
  {
    id: 'snappy-dx',
    icon: '🐎',
    title: 'Snappy DX',
    description:
      'No code generation, no schema files, no build step between server and client. Save the file and the types are already there.',
  },
  {
    id: 'framework-agnostic',
    icon: '🍃',
    title: 'Framework agnostic',
    description:
      'Serve from Express, Fastify, Next.js, AWS Lambda or any Fetch API runtime, and call from React, Next.js or plain TypeScript.',
  },
  {
    id: 'autocompletion',
    icon: '🔋',
    title: 'Autocompletion',
    description:
      'Your editor lists every procedure, its input and its output while you type, straight from the router definition.',
  },
  {
    id: 'light-bundle',
    icon: '🪶',
    title: 'Light bundle size',
    description:
      'The client is a thin proxy over fetch with no runtime dependencies to speak of, so your bundle stays small.',
  },
  {
    id: 'batteries-included',
    icon: '🔌',
    title: 'Batteries included',
    description:
      'Request batching, input and output validation, middlewares, subscriptions over WebSockets and adapters for the popular servers.',
  },
];
