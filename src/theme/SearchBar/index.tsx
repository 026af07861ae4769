// Not in the search plugin's theme path: that plugin is left out in Algolia mode (docusaurus.config.ts), and
// its theme path also provides the local SearchPage, which would replace the Algolia SearchPage that mode keeps.
// The bar of both modes is src/plugins/search/client/SearchBar.tsx (src/plugins/search/README.md).
export { default } from '@site/src/plugins/search/client/SearchBar';
