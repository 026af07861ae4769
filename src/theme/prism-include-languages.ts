/**
 * The theme loads `prism.additionalLanguages` here; this site's languages are imported by
 * `src/prism` instead, with the highlighter. The theme's version also bundles a PHP-only grammar
 * (markup templating) into every page whatever the languages.
 */
export default function prismIncludeLanguages(): void {}
