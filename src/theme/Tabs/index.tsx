// Change: (1) no `key={String(isBrowser)}` on the provider: the theme remounted every tab set once the
// page had hydrated (its panels, code blocks included, rendered twice and their DOM rebuilt). The
// remount is no longer needed: the stored or query-string tab is read after hydration and selected
// in a layout effect (`useTabsContextValue`), so the first render matches the server's HTML.
// (2) Each tab gets an id and `aria-controls` through its `attributes`; our TabItem reads them back
// to give its panel the id and `aria-labelledby`. Lazy tabs render only the selected panel, so they
// are left without.
import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type KeyboardEvent,
  type MouseEvent,
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

type Attributes = { [key: string]: unknown };

function TabList({ className }: { className?: string }) {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabs: HTMLLIElement[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const select = (tab: HTMLLIElement) => {
    const value = tabValues[tabs.indexOf(tab)]?.value;
    if (value === undefined || value === selectedValue) return;
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabs.indexOf(event.currentTarget);
    if (event.key === 'Enter') select(event.currentTarget);
    else if (event.key === 'ArrowRight') (tabs[index + 1] ?? tabs[0])?.focus();
    else if (event.key === 'ArrowLeft') (tabs[index - 1] ?? tabs[tabs.length - 1])?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tab) => {
            if (tab) tabs.push(tab);
          }}
          onKeyDown={onKeyDown}
          onClick={(event: MouseEvent<HTMLLIElement>) => select(event.currentTarget)}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/** Ties each tab to its panel by ids derived from one `useId` prefix. */
function useLinkedTabs(props: Props): Props {
  const prefix = useId();
  if (props.lazy) return props;
  const link = (value: string, attributes: Attributes | undefined): Attributes => {
    const id = `${prefix}${value.replace(/[^\w-]/g, '_')}`;
    return { ...attributes, id: `${id}-tab`, 'aria-controls': `${id}-panel` };
  };
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, { attributes: link(child.props.value, child.props.attributes) })
      : child,
  );
  const values = props.values?.map((tab) => ({ ...tab, attributes: link(tab.value, tab.attributes) }));
  return { ...props, children, values };
}

export default function Tabs(props: Props): ReactNode {
  const linked = useLinkedTabs(props);
  const value = useTabsContextValue(linked);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(linked.children)}</div>
      </div>
    </TabsProvider>
  );
}
