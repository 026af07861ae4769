// Declarations for the few imports that ship no types of their own.

/** DocSearch's modal stylesheet (CSS only). */
declare module '@docsearch/css/dist/modal.css';
