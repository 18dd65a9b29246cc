/**
 * The tab list and its panels for a `Tabs` store (tabs.ts holds the rules). Panels stay in the
 * page: an inactive one is hidden by `hiddenClass`, so a layout can show every panel at once on
 * a wide screen (`max-lg:hidden`) while the list serves narrow ones.
 */
import { useStore } from '@nanostores/react';
import { type HTMLAttributes, type ReactNode, useRef } from 'react';
import type { Tabs } from './tabs.ts';

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export interface TabListProps<Id extends string> {
  tabs: Tabs<Id>;
  /** Prefix of the tabs' and panels' element ids, unique in the page. */
  idPrefix: string;
  label: string;
  labels: Record<Id, ReactNode>;
  className?: string;
}

export function TabList<Id extends string>({ tabs, idPrefix, label, labels, className = '' }: TabListProps<Id>) {
  const active = useStore(tabs.$active);
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`flex gap-1 rounded-lg border border-line bg-surface p-1 ${className}`}
    >
      {tabs.ids.map((id) => (
        <button
          key={id}
          ref={(element) => {
            if (element) buttons.current.set(id, element);
            else buttons.current.delete(id);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, id)}
          aria-selected={id === active}
          aria-controls={panelId(idPrefix, id)}
          tabIndex={id === active ? 0 : -1}
          className="btn flex-1 px-3 py-1.5 text-sm aria-selected:bg-brand aria-selected:text-on-brand"
          onMouseDown={(event) => {
            // Any other button must not focus the tab: under automatic activation the focus would select it.
            if (!tabs.pointerDown(id, event)) event.preventDefault();
          }}
          onKeyDown={(event) => {
            const next = tabs.keyDown(id, event);
            if (next !== null || event.key === 'Enter' || event.key === ' ') event.preventDefault();
            if (next !== null) buttons.current.get(next)?.focus();
          }}
          onFocus={() => tabs.focus(id)}
        >
          {labels[id]}
        </button>
      ))}
    </div>
  );
}

export interface TabPanelProps<Id extends string> extends HTMLAttributes<HTMLDivElement> {
  tabs: Tabs<Id>;
  idPrefix: string;
  id: Id;
  /** The class that hides an inactive panel; `hidden` unless the layout says otherwise. */
  hiddenClass?: string;
}

export function TabPanel<Id extends string>({
  tabs,
  idPrefix,
  id,
  hiddenClass = 'hidden',
  className = '',
  children,
  ...rest
}: TabPanelProps<Id>) {
  const active = useStore(tabs.$active);
  return (
    <div
      {...rest}
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      className={`${className} ${id === active ? '' : hiddenClass}`.trim()}
    >
      {children}
    </div>
  );
}
