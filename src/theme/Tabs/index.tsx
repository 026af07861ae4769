import { Children, cloneElement, isValidElement, useId, type ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { Props as TabItemProps } from '@theme/TabItem';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;
type Attributes = { [key: string]: unknown };

/**
 * Ties every tab to its panel: the tab gets an id and `aria-controls`, through the `attributes` the
 * theme spreads on it; our TabItem reads them back to give its panel the id and `aria-labelledby`.
 * Lazy tabs render only the selected panel, so they are left as they are.
 */
export default function TabsWrapper(props: Props): ReactNode {
  const prefix = useId();
  if (props.lazy) return <Tabs {...props} />;
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
  return (
    <Tabs {...props} values={values}>
      {children}
    </Tabs>
  );
}
