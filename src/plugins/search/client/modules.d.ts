// Declarations for the few imports that ship no types of their own.

/** DocSearch's stylesheet entry (CSS only). */
declare module '@docsearch/react/style';
