'use client';

import { useState, type ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { LANDING_MOBILE } from '@/lib/constants';

export interface ExplorerTabView {
  key: string;
  name: string;
  icon: ReactNode;
  /** The panel's server-rendered body; use-case cards past the mobile limit carry data-mobile-extra. */
  panel: ReactNode;
  useCaseCount: number;
}

interface SolutionsExplorerProps {
  label: string;
  tabs: ExplorerTabView[];
  showMoreLabel: string;
  showLessLabel: string;
  /** AI page: the use-case expansion resets when the tab changes. */
  resetExpansionOnTabChange: boolean;
}

const tabClass = (selected: boolean) =>
  `inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
    selected
      ? 'border-primary bg-primary text-white'
      : 'border-slate-300 bg-white text-ink hover:border-primary'
  }`;

/**
 * The landing pages' tab explorer, their only client island of note: the selected tab and the
 * mobile "Show More Use Cases" flag. Below 768 px only the first three tabs show.
 */
export function SolutionsExplorer({
  label,
  tabs,
  showMoreLabel,
  showLessLabel,
  resetExpansionOnTabChange,
}: SolutionsExplorerProps) {
  const [selected, setSelected] = useState(0);
  const [expanded, setExpanded] = useState(false);

  return (
    <Tabs
      label={label}
      selectedIndex={selected}
      onSelect={(index) => {
        if (index !== selected && resetExpansionOnTabChange) setExpanded(false);
        setSelected(index);
      }}
      tabListClassName="flex flex-wrap justify-center gap-3"
      tabClassName={tabClass}
      panelClassName="mt-10 rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
      items={tabs.map((tab, index) => ({
        key: tab.key,
        label: (
          <>
            {tab.icon}
            {tab.name}
          </>
        ),
        tabClassName: index >= LANDING_MOBILE.visibleTabs ? 'max-md:hidden' : '',
        panel: (
          <div data-collapsed={!expanded}>
            {tab.panel}
            {tab.useCaseCount > LANDING_MOBILE.visibleUseCases && (
              <div className="mt-6 text-center md:hidden">
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => setExpanded((value) => !value)}
                  className="border-primary text-primary-dark rounded-full border bg-white px-5 py-2.5 text-sm font-semibold"
                >
                  {expanded ? showLessLabel : showMoreLabel}
                </button>
              </div>
            )}
          </div>
        ),
      }))}
    />
  );
}
