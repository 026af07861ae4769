// Workaround: the theme's breadcrumb JSON-LD ignores `trailingSlash` (facebook/docusaurus#10755, open
// in 3.10.2), so it names `/docs/`, which is not a page here (`/docs` is). Remove this wrapper on a
// release whose breadcrumbs apply the rule (seo.spec.ts "JSON-LD …" checks every breadcrumb).
import type { ReactNode } from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@docusaurus/utils-common';

type Props = WrapperProps<typeof StructuredDataType>;

export default function DocBreadcrumbsStructuredDataWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const breadcrumbs = props.breadcrumbs.map((crumb) =>
    crumb.href ? { ...crumb, href: applyTrailingSlash(crumb.href, siteConfig) } : crumb,
  );
  return <StructuredData {...props} breadcrumbs={breadcrumbs} />;
}
