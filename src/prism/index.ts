/**
 * Stands in for `prism-react-renderer` (a bundler alias in `src/plugins/bundle`): the same `Prism`
 * and `Highlight` API, but on Prism's core with only the languages this site's samples use
 * (`./languages`), where the package bundles sixteen (Swift, Kotlin, Rust, Go, C++…) into every
 * page's JavaScript. The languages register on the first highlight (see `./core`), not as the
 * page's scripts start.
 */
import Prism from './core';

export { Prism };
export { Highlight } from './Highlight';
