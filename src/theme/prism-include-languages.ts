// Change: registers nothing. The theme's version brings Prism's language loader and the metadata
// of every Prism language into every page to add `prism.additionalLanguages`; this site's languages
// are imported by src/prism, which `prism-react-renderer` resolves to (src/plugins/bundle).
export default function prismIncludeLanguages(): void {}
