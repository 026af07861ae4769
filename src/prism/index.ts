/**
 * Stands in for `prism-react-renderer` (a bundler alias in `src/plugins/bundle`): the same `Prism`
 * and `Highlight` API, but on Prism's core with only the languages this site's samples use, where
 * the package bundles sixteen (Swift, Kotlin, Rust, Go, C++…) into every page's JavaScript.
 * To highlight another language, import its Prism component here (after the ones it extends).
 */
import Prism from './core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import './shell';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-json';

export { Prism };
export { Highlight } from './Highlight';
