// Change: the panel takes the id and `aria-labelledby` that our Tabs wrapper gives its tab (read back from
// the tab's `attributes`), so each tab's `aria-controls` points at its panel.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/TabItem';

import styles from './styles.module.css';

const stringAttribute = (attributes: Props['attributes'], name: string) => {
  const value = attributes?.[name];
  return typeof value === 'string' ? value : undefined;
};

function TabItemPanel({
  children,
  className,
  hidden,
  id,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  id?: string;
  labelledBy?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.tabItem, className)}
      {...{ hidden }}
    >
      {children}
    </div>
  );
}

export default function TabItem({ children, className, value, attributes }: Props): ReactNode {
  const { selectedValue, lazy } = useTabs();
  const isSelected = value === selectedValue;

  // TODO Docusaurus v4: use <Activity> ?
  if (!isSelected && lazy) {
    return null;
  }

  return (
    <TabItemPanel
      className={className}
      hidden={!isSelected}
      id={stringAttribute(attributes, 'aria-controls')}
      labelledBy={stringAttribute(attributes, 'id')}
    >
      {children}
    </TabItemPanel>
  );
}
