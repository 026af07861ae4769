import { useState } from 'react';
import { useAllDocsData, useDocsPreferredVersionByPluginId } from '@docusaurus/plugin-content-docs/client';

export type SearchVersionChoice = {
  pluginId: string;
  /** The versions a reader can pick from, latest first. */
  versions: { name: string; label: string }[];
  selected: string;
};

/**
 * The docs version the search page searches, per docs plugin: the reader's pick, else their
 * preferred version (from the version dropdown), else the latest.
 */
export function useSearchVersions(): {
  choices: SearchVersionChoice[];
  select: (pluginId: string, version: string) => void;
} {
  const allDocsData = useAllDocsData();
  const preferred = useDocsPreferredVersionByPluginId();
  const [picked, setPicked] = useState<Record<string, string>>({});
  const choices = Object.entries(allDocsData).map(([pluginId, data]) => {
    const latest = data.versions.find((version) => version.isLast) ?? data.versions[0];
    return {
      pluginId,
      versions: data.versions.map(({ name, label }) => ({ name, label })),
      selected: picked[pluginId] ?? preferred[pluginId]?.name ?? latest.name,
    };
  });
  const select = (pluginId: string, version: string) => setPicked((state) => ({ ...state, [pluginId]: version }));
  return { choices, select };
}
