import type { ReactNode } from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@site/src/plugins/structured-data/schema';

type Props = WrapperProps<typeof StructuredDataType>;

/**
 * Breadcrumb addresses follow the site's trailing-slash rule, as its links do: the docs root is
 * `/docs`, not `/docs/` (which a static host may not serve).
 */
export default function DocBreadcrumbsStructuredDataWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const breadcrumbs = props.breadcrumbs.map((crumb) =>
    crumb.href
      ? { ...crumb, href: applyTrailingSlash(crumb.href, siteConfig.trailingSlash, siteConfig.baseUrl) }
      : crumb,
  );
  return <StructuredData {...props} breadcrumbs={breadcrumbs} />;
}
