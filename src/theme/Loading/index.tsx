import type { ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';

/**
 * What a lazily loaded part of a page shows while it loads and when it fails: the error and a
 * Retry button (spec §8), in the theme's colours instead of the fallback's low-contrast red box.
 */
export default function Loading({ error, retry, pastDelay }: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className="container margin-vert--xl">
        <div className="alert alert--danger" role="alert">
          <p>{String(error)}</p>
          <button type="button" className="button button--danger" onClick={retry}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <p className="container margin-vert--xl text--center" role="status">
        Loading…
      </p>
    );
  }
  return null;
}
