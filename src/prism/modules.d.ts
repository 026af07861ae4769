/** Prism's core alone (the package's main entry also loads markup, CSS, C-like and JavaScript). */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

/** Prism's language files: scripts that register a grammar on the global `Prism`, with no exports. */
declare module 'prismjs/components/*';
