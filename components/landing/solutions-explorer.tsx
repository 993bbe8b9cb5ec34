'use client';

import { useState, type ReactElement } from 'react';
import { Tabs } from '@/components/ui/tabs';
import type { LandingIconName } from '@/lib/blocks/icon-names';
import { LANDING_MOBILE } from '@/components/landing/landing-mobile';

/** The icons the explorer draws: content's, and the calendar of the feature cards' timeline. */
export type ExplorerIconName = LandingIconName | 'calendar-clock';

/** A use case as plain data: hours-saved cards read savings/roi, feature cards the rest. */
export interface ExplorerUseCase {
  title: string;
  icon: ExplorerIconName;
  description: string;
  /** The description cut for phones (below 768 px), when it is longer than they show. */
  short?: string;
  savings?: string;
  roi?: string;
  features?: string[];
  timeline?: string;
  cost?: string;
}

export interface ExplorerTab {
  name: string;
  icon: ExplorerIconName;
  description: string;
  useCases: ExplorerUseCase[];
}

export interface ExplorerCardLabels {
  saved?: string;
  features?: string;
  timeline?: string;
  cost?: string;
}

export interface ExplorerIcon {
  symbol: string;
  className: string;
}

interface SolutionsExplorerProps {
  label: string;
  tabs: ExplorerTab[];
  cards: 'savings' | 'features';
  cardLabels: ExplorerCardLabels;
  /**
   * The icons are symbols of the site's cached lucide sprite (this URL); the server sends each
   * icon's symbol and classes (lucide's) by name: this client code carries no icon data.
   */
  sprite: string;
  icons: Partial<Record<ExplorerIconName, ExplorerIcon>>;
  showMoreLabel: string;
  showLessLabel: string;
  /** AI page: the use-case expansion resets when the tab changes. */
  resetExpansionOnTabChange: boolean;
}

type DrawIcon = (name: ExplorerIconName, className: string) => ReactElement;

const tabClass = (selected: boolean) =>
  `inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
    selected
      ? 'border-primary bg-primary text-white'
      : 'border-slate-300 bg-white text-ink hover:border-primary'
  }`;

const cardIcon = (icon: DrawIcon, useCase: ExplorerUseCase) => (
  <span className="bg-primary-light text-primary-dark inline-flex size-11 shrink-0 items-center justify-center rounded-xl">
    {icon(useCase.icon, 'size-5')}
  </span>
);

// As ResponsiveText draws it on the server: the phones' cut wording (screen readers read the
// whole) and the whole, or one copy.
const description = ({ description, short }: ExplorerUseCase) => (
  <p className="text-muted mt-1 text-sm leading-relaxed">
    {short ? (
      <>
        <span className="md:hidden" aria-hidden="true">
          {short}
        </span>
        <span className="max-md:sr-only">{description}</span>
      </>
    ) : (
      description
    )}
  </p>
);

/** Hours saved and a return: icon beside the title, two badges under the text. */
function savingsCard(useCase: ExplorerUseCase, labels: ExplorerCardLabels, icon: DrawIcon) {
  return (
    <>
      <div className="flex items-start gap-4">
        {cardIcon(icon, useCase)}
        <div>
          <h4 className="text-ink text-lg font-semibold">{useCase.title}</h4>
          {description(useCase)}
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 text-sm font-semibold">
        {useCase.savings && (
          <span className="text-ink inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1">
            {icon('clock', 'text-primary size-4')}
            {useCase.savings} {labels.saved}
          </span>
        )}
        {useCase.roi && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-emerald-900">
            {icon('trending-up', 'size-4')}
            {useCase.roi}
          </span>
        )}
      </div>
    </>
  );
}

/** Three key features, then timeline and cost. */
function featuresCard(useCase: ExplorerUseCase, labels: ExplorerCardLabels, icon: DrawIcon) {
  return (
    <>
      {cardIcon(icon, useCase)}
      <h4 className="text-ink mt-4 text-lg font-semibold">{useCase.title}</h4>
      {description(useCase)}
      <ul
        className="mt-4 flex-1 space-y-1.5 text-sm"
        aria-label={`${useCase.title} ${labels.features ?? ''}`.trim()}
      >
        {useCase.features?.map((feature) => (
          <li key={feature} className="text-ink flex items-center gap-2">
            {icon('check', 'text-accent size-4 shrink-0')}
            {feature}
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-white p-3">
          <dt className="text-muted inline-flex items-center gap-1">
            {icon('calendar-clock', 'size-4')}
            {labels.timeline}
          </dt>
          <dd className="text-ink font-semibold">{useCase.timeline}</dd>
        </div>
        <div className="rounded-xl bg-white p-3">
          <dt className="text-muted inline-flex items-center gap-1">
            {icon('dollar', 'size-4')}
            {labels.cost}
          </dt>
          <dd className="text-ink font-semibold">{useCase.cost}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The landing pages' tab explorer, their only client island of note: the selected tab and the
 * mobile "Show More Use Cases" flag. Below 768 px only the first three tabs show. The cards come
 * as data and are drawn here: as server-rendered elements they were in the page twice, as HTML
 * and again in the RSC payload. Every panel is still in the served HTML (inactive ones hidden).
 */
export function SolutionsExplorer({
  label,
  tabs,
  cards,
  cardLabels,
  sprite,
  icons,
  showMoreLabel,
  showLessLabel,
  resetExpansionOnTabChange,
}: SolutionsExplorerProps) {
  const [selected, setSelected] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const features = cards === 'features';
  const card = features ? featuresCard : savingsCard;
  // The same <svg> the server's lucide icons draw, its paths referenced from the sprite.
  const icon: DrawIcon = (name, className) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${icons[name]?.className} ${className}`}
      aria-hidden="true"
    >
      <use href={`${sprite}#${icons[name]?.symbol}`} />
    </svg>
  );

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
        // The tab's place, not its name: an Arabic name slugs to nothing, which gave every tab
        // the same id.
        key: String(index),
        label: (
          <>
            {icon(tab.icon, 'size-4')}
            {tab.name}
          </>
        ),
        tabClassName: index >= LANDING_MOBILE.visibleTabs ? 'max-md:hidden' : '',
        panel: (
          <div data-collapsed={!expanded}>
            <div className="mb-6 text-center">
              <h3 className="text-ink text-2xl font-bold">{tab.name}</h3>
              <p className="text-muted mt-2">{tab.description}</p>
            </div>
            <ul className={`grid gap-5 ${features ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
              {tab.useCases.map((useCase, index) => (
                // Below 768 px only the first few cards show until the visitor expands the list.
                <li
                  key={useCase.title}
                  data-mobile-extra={index >= LANDING_MOBILE.visibleUseCases ? '' : undefined}
                  className="bg-surface flex flex-col rounded-2xl p-6"
                >
                  {card(useCase, cardLabels, icon)}
                </li>
              ))}
            </ul>
            {tab.useCases.length > LANDING_MOBILE.visibleUseCases && (
              <div className="mt-6 text-center md:hidden">
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => setExpanded((value) => !value)}
                  className="border-primary text-primary-dark min-h-11 rounded-full border bg-white px-5 text-sm font-semibold"
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
