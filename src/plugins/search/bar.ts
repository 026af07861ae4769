import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The search bar of both search modes (`bar/SearchBar`, in place of the search theme's). A plugin of its
 * own because the local-search plugin (./index.ts) is left out in Algolia mode, and its theme path also
 * provides the local SearchPage, which would replace the search theme's page that Algolia mode keeps.
 */
export default function searchBarPlugin(): Plugin {
  const themePath = path.join(__dirname, 'bar');
  return {
    name: 'search-bar',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
