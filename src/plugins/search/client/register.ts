// The local search plugin's client module: tells the search bar to query the site's own index.
import { registerLocalSearch, type LocalSearchLoader } from './localSearch';

let loading: ReturnType<LocalSearchLoader> | undefined;

registerLocalSearch((baseUrl) => {
  loading ??= Promise.all([import('./localClient'), import('./local.css')]).then(
    ([local]) => local.getLocalSearchClient(baseUrl),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
});
