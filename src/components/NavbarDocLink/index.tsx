import type { ReactNode } from 'react';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem, { type Props as DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';

type Props = Omit<DefaultNavbarItemProps, 'to' | 'href' | 'activeBasePath'> & {
  readonly docId: string;
  /** The paths (with the base URL) on which this item is the reader's place. */
  readonly activeBaseRegex: string;
};

/**
 * The navbar's link to a doc: like the theme's `doc` item it links to that doc in the version being
 * read, but it is active only where `activeBaseRegex` matches. The theme's item is also active on
 * every page of the doc's sidebar, so all the doc items of a navbar light up at once.
 */
export default function NavbarDocLink({ docId, ...props }: Props): ReactNode {
  const doc = useLayoutDoc(docId, undefined);
  // A draft doc has no page: like the theme's item, the link is left out.
  if (doc === null) return null;
  return <DefaultNavbarItem {...props} to={doc.path} />;
}
