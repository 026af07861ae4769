// Change: registers nothing. The theme's version brings Prism's language loader and its metadata
// (about 8 KB gzip on every page) to add `prism.additionalLanguages`; this site's languages are
// imported by src/prism, which `prism-react-renderer` resolves to (src/plugins/bundle).
export default function prismIncludeLanguages(): void {}
