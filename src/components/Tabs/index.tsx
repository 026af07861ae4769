import {
  Children,
  isValidElement,
  useId,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
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
import type { Props as TabItemProps } from '@theme/TabItem';
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
 *
 * It also renders the panels itself, from the TabItems' props, to link each tab and its panel as the
 * WAI-ARIA tabs pattern does (`aria-controls` on the tab, an id and `aria-labelledby` on the panel),
 * which the theme's Tabs and TabItem (3.10.2) do not. The ids come from `useId`, unique on the page
 * and the same in the server's HTML and after hydration.
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  const ids = useId();
  const { selectedValue, lazy, tabValues } = value;
  const idsOf = (tab: string) => {
    const index = tabValues.findIndex((candidate) => candidate.value === tab);
    return { tab: `${ids}tab-${index}`, panel: `${ids}panel-${index}` };
  };
  const panels = Children.toArray(sanitizeTabsChildren(props.children)).map((child) => {
    if (!isTabItem(child)) return child;
    const { value: tab, className, children } = child.props;
    const selected = tab === selectedValue;
    // As the theme's TabItem: a lazy set renders the selected panel only.
    if (!selected && lazy) return null;
    const { tab: tabId, panel: panelId } = idsOf(tab);
    return (
      <div
        key={tab}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId}
        className={clsx(styles.tabPanel, className)}
        hidden={!selected}
      >
        {children}
      </div>
    );
  });
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <TabList className={props.className} idsOf={idsOf} />
        <div className="margin-top--md">{panels}</div>
      </div>
    </TabsProvider>
  );
}

/** A `<TabItem value="…">` of the set (what the theme's Tabs accepts as a child). */
function isTabItem(child: ReactNode): child is ReactElement<TabItemProps> {
  return isValidElement<TabItemProps>(child) && typeof child.props.value === 'string';
}

/** The row of tabs: click or Enter selects, ArrowLeft and ArrowRight move the focus (wrapping). */
function TabList({
  className,
  idsOf,
}: {
  className?: string;
  idsOf: (tab: string) => { tab: string; panel: string };
}): ReactNode {
  const { selectedValue, selectValue, tabValues, block, lazy } = useTabs();
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
        const { tab, panel } = idsOf(value);
        return (
          <li
            key={value}
            role="tab"
            id={tab}
            // A lazy set has no element for the panels it does not show.
            aria-controls={lazy && selectedValue !== value ? undefined : panel}
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
