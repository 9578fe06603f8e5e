import type { ReactNode } from 'react';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<
  AriaTabsProps,
  'children' | 'className' | 'style' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
> {
  /** Accessible name of the tab list, e.g. "Profile sections". */
  label: string;
  items: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
}

/** Tabs (react-aria): arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  ...props
}: TabsProps) {
  return (
    <AriaTabs
      {...props}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      className={styles.tabs}
    >
      <TabList aria-label={label} className={styles.list} items={items}>
        {(item) => (
          <Tab id={item.id} isDisabled={item.isDisabled} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
