import { useState } from 'react';
import { useLocation } from '@docusaurus/router';
import { useAllDocsData, useDocsPreferredVersionByPluginId } from '@docusaurus/plugin-content-docs/client';

export type SearchVersionChoice = {
  pluginId: string;
  /** The versions a reader can pick from, latest first. */
  versions: { name: string; label: string }[];
  selected: string;
};

/** The query parameter that names a docs plugin's version on the search page: `version` for the docs. */
export function versionParam(pluginId: string): string {
  return pluginId === 'default' ? 'version' : `${pluginId}-version`;
}

/** The docs plugin and version a search facet filter (`docusaurus_tag:docs-default-9.x`) names. */
export function docsVersionOf(filter: string): { pluginId: string; name: string } | undefined {
  const match = /^docusaurus_tag:docs-(.+)-([^-]+)$/.exec(filter);
  return match ? { pluginId: match[1], name: match[2] } : undefined;
}

/**
 * The docs version the search page searches, per docs plugin: the reader's pick, else the one the
 * link names (the modal's "See all" link names the version it searched), else their preferred
 * version (from the version dropdown), else the latest.
 */
export function useSearchVersions(): {
  choices: SearchVersionChoice[];
  select: (pluginId: string, version: string) => void;
} {
  const allDocsData = useAllDocsData();
  const preferred = useDocsPreferredVersionByPluginId();
  const linked = new URLSearchParams(useLocation().search);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const choices = Object.entries(allDocsData).map(([pluginId, data]) => {
    const latest = data.versions.find((version) => version.isLast) ?? data.versions[0];
    const inLink = data.versions.find((version) => version.name === linked.get(versionParam(pluginId)));
    return {
      pluginId,
      versions: data.versions.map(({ name, label }) => ({ name, label })),
      selected: picked[pluginId] ?? inLink?.name ?? preferred[pluginId]?.name ?? latest.name,
    };
  });
  const select = (pluginId: string, version: string) => setPicked((state) => ({ ...state, [pluginId]: version }));
  return { choices, select };
}
