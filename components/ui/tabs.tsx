'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** Stable key; also used in the tab's and panel's ids. */
  key: string;
  label: ReactNode;
  panel: ReactNode;
  /** Extra classes for this tab button (e.g. hide it below a breakpoint). */
  tabClassName?: string;
}

interface TabsProps {
  /** Accessible name of the tablist. */
  label: string;
  items: TabItem[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  tabListClassName?: string;
  tabClassName?: (selected: boolean) => string;
  panelClassName?: string;
}

// A tab hidden by CSS (display: none) has no boxes; keyboard navigation skips it.
const isDisplayed = (element: HTMLElement | null | undefined) =>
  !!element && element.getClientRects().length > 0;

/**
 * WAI-ARIA tabs with automatic activation: tablist/tab/tabpanel, roving tabindex, Left/Right
 * arrows (wrapping), Home and End. Every panel is rendered (inactive ones `hidden`), so the
 * server HTML holds all panels' text for crawlers and no-JS visitors.
 */
export function Tabs({
  label,
  items,
  selectedIndex,
  onSelect,
  tabListClassName = '',
  tabClassName,
  panelClassName = '',
}: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  function focusAndSelect(index: number) {
    onSelect(index);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const all = items.map((_, i) => i);
    const displayed = all.filter((i) => isDisplayed(tabRefs.current[i]));
    // Without layout (nothing reports boxes) every tab counts as shown.
    const visible = displayed.length > 0 ? displayed : all;
    const at = Math.max(0, visible.indexOf(index));
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = visible[(at + 1) % visible.length];
    else if (event.key === 'ArrowLeft') next = visible[(at - 1 + visible.length) % visible.length];
    else if (event.key === 'Home') next = visible[0];
    else if (event.key === 'End') next = visible[visible.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    focusAndSelect(next);
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={tabListClassName}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              className={`${tabClassName?.(selected) ?? ''} ${item.tabClassName ?? ''}`}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={panelId(item.key)}
          aria-labelledby={tabId(item.key)}
          hidden={index !== selectedIndex}
          tabIndex={0}
          className={panelClassName}
        >
          {item.panel}
        </div>
      ))}
    </>
  );
}
