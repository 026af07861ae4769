import { useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import styles from './styles.module.css';

/**
 * The site's tab sets (the install tabs npm2yarn writes, and those written by hand; see
 * src/remark/remarkSiteTabs.ts): the theme's Tabs, same markup, classes, storage and query string,
 * built on the hooks theme-common exports, without the theme's `key={String(isBrowser)}`.
 *
 * That key (Docusaurus 3.10.2, "temporary fix" for facebook/docusaurus#5653) mounts every tab set,
 * and every code block in its panels, a second time once the page has hydrated, inside the one
 * render React does not split, a long task made longer on every page with tabs. The remount is no longer
 * needed: `useTabsContextValue` selects the stored or queried tab in a layout effect after
 * hydration. Go back to `@theme/Tabs` on a release that drops the key.
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}

/** The row of tabs: click or Enter selects, ArrowLeft and ArrowRight move the focus (wrapping). */
function TabList({ className }: { className?: string }): ReactNode {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const select = (tab: HTMLLIElement, next: string) => {
    if (next === selectedValue) return;
    // Other tab sets of the group change too: keep this one where the reader sees it.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const count = tabValues.length;
    if (event.key === 'Enter') select(event.currentTarget, tabValues[index].value);
    else if (event.key === 'ArrowRight') tabs.current[(index + 1) % count]?.focus();
    else if (event.key === 'ArrowLeft') tabs.current[(index - 1 + count) % count]?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }, index) => {
        // A TabItem's `attributes` are its tab's HTML attributes (typed `unknown` upstream).
        const html = attributes as HTMLAttributes<HTMLLIElement> | undefined;
        return (
          <li
            key={value}
            role="tab"
            tabIndex={selectedValue === value ? 0 : -1}
            aria-selected={selectedValue === value}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={(event) => select(event.currentTarget, value)}
            {...html}
            className={clsx('tabs__item', styles.tabItem, html?.className, {
              'tabs__item--active': selectedValue === value,
            })}
          >
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}
