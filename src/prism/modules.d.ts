/** Prism's core alone (the package's main entry also loads markup, CSS, C-like and JavaScript). */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
