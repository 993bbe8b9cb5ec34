import type { ReactNode } from 'react';
import { CalendarClock, CircleCheck, Clock, DollarSign, TrendingUp } from '@/components/ui/icons';
import { LandingSection } from './landing-section';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { LANDING_MOBILE } from '@/lib/constants';
import type { LeadPageContext } from '@/lib/dialogs';
import type {
  AiUseCase,
  AutomationUseCase,
  ExplorerCopy,
  ExplorerTab,
} from '@/content-fallback/pages/landing-pages';
import { LandingIcon } from './landing-icon';
import type { LandingIconName } from '@/content-fallback/pages/landing-pages';
import { leadButtonClass, ResponsiveText } from './landing-sections';
import { SolutionsExplorer, type ExplorerTabView } from './solutions-explorer';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const mobileExtra = (index: number) => (index >= LANDING_MOBILE.visibleUseCases ? '' : undefined);

/** A use-case card; below 768 px only the first few show until the visitor expands the list. */
function UseCaseItem({ index, children }: { index: number; children: ReactNode }) {
  return (
    <li data-mobile-extra={mobileExtra(index)} className="bg-surface flex flex-col rounded-2xl p-6">
      {children}
    </li>
  );
}

function UseCaseIcon({ icon }: { icon: LandingIconName }) {
  return (
    <span className="bg-primary-light text-primary-dark inline-flex size-11 shrink-0 items-center justify-center rounded-xl">
      <LandingIcon name={icon} />
    </span>
  );
}

function UseCaseDescription({ text }: { text: string }) {
  return (
    <p className="text-muted mt-1 text-sm leading-relaxed">
      <ResponsiveText mobile={text} desktop={text} />
    </p>
  );
}

function PanelHeading({ tab }: { tab: ExplorerTab<unknown> }) {
  return (
    <div className="mb-6 text-center">
      <h3 className="text-ink text-2xl font-bold">{tab.name}</h3>
      <p className="text-muted mt-2">{tab.description}</p>
    </div>
  );
}

function ExplorerSection({
  copy,
  id,
  tabs,
  resetExpansionOnTabChange,
  pageContext,
}: {
  copy: ExplorerCopy<unknown>;
  id: string;
  tabs: ExplorerTabView[];
  resetExpansionOnTabChange: boolean;
  pageContext: LeadPageContext;
}) {
  return (
    <LandingSection
      name="explorer"
      headingId={`${id}-heading`}
      heading={copy.heading}
      description={copy.description}
      className="bg-white"
    >
      <div className="mt-10">
        <SolutionsExplorer
          label={copy.tabsLabel}
          tabs={tabs}
          showMoreLabel={copy.showMoreLabel}
          showLessLabel={copy.showLessLabel}
          resetExpansionOnTabChange={resetExpansionOnTabChange}
        />
      </div>
      {copy.progress && (
        // Spec 02 §2: a fixed 85% progress bar on large screens only.
        <div
          className="bg-surface mx-auto mt-10 hidden max-w-3xl rounded-2xl p-5 lg:block"
          data-testid="development-progress"
        >
          <div className="flex justify-between text-sm font-semibold">
            <span className="text-ink">{copy.progress.label}</span>
            <span className="text-primary-dark">
              {copy.progress.percent}% · {copy.progress.status}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={copy.progress.label}
            aria-valuenow={copy.progress.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={`${copy.progress.percent}%, ${copy.progress.status}`}
            className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="bg-primary h-full rounded-full"
              style={{ width: `${copy.progress.percent}%` }}
            />
          </div>
        </div>
      )}
      <div className="mt-10 text-center">
        <p className="text-muted mb-4">{copy.cta.text}</p>
        <DialogTrigger dialog="lead-modal" pageContext={pageContext} className={leadButtonClass}>
          {copy.cta.label}
        </DialogTrigger>
      </div>
    </LandingSection>
  );
}

/** Explorer tabs: each tab's heading, then its use cases as cards drawn by `renderUseCase`. */
function toExplorerTabs<UseCase extends { title: string }>(
  tabs: ExplorerTab<UseCase>[],
  listClassName: string,
  renderUseCase: (useCase: UseCase) => ReactNode,
): ExplorerTabView[] {
  return tabs.map((tab) => ({
    key: slug(tab.name),
    name: tab.name,
    icon: <LandingIcon name={tab.icon} className="size-4" />,
    useCaseCount: tab.useCases.length,
    panel: (
      <>
        <PanelHeading tab={tab} />
        <ul className={listClassName}>
          {tab.useCases.map((useCase, index) => (
            <UseCaseItem key={useCase.title} index={index}>
              {renderUseCase(useCase)}
            </UseCaseItem>
          ))}
        </ul>
      </>
    ),
  }));
}

export function AutomationExplorer({
  copy,
  pageContext,
}: {
  copy: ExplorerCopy<AutomationUseCase>;
  pageContext: LeadPageContext;
}) {
  const tabs = toExplorerTabs(copy.tabs, 'grid gap-5 md:grid-cols-2', (useCase) => (
    <>
      <div className="flex items-start gap-4">
        <UseCaseIcon icon={useCase.icon} />
        <div>
          <h4 className="text-ink text-lg font-semibold">{useCase.title}</h4>
          <UseCaseDescription text={useCase.description} />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 text-sm font-semibold">
        <span className="text-ink inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1">
          <Clock aria-hidden="true" className="text-primary size-4" />
          {useCase.savings} {copy.labels.saved}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-emerald-900">
          <TrendingUp aria-hidden="true" className="size-4" />
          {useCase.roi}
        </span>
      </div>
    </>
  ));
  return (
    <ExplorerSection
      copy={copy}
      id="lp-industries"
      tabs={tabs}
      resetExpansionOnTabChange={false}
      pageContext={pageContext}
    />
  );
}

export function AiExplorer({
  copy,
  pageContext,
}: {
  copy: ExplorerCopy<AiUseCase>;
  pageContext: LeadPageContext;
}) {
  const tabs = toExplorerTabs(copy.tabs, 'grid gap-5 md:grid-cols-3', (useCase) => (
    <>
      <UseCaseIcon icon={useCase.icon} />
      <h4 className="text-ink mt-4 text-lg font-semibold">{useCase.title}</h4>
      <UseCaseDescription text={useCase.description} />
      <ul
        className="mt-4 flex-1 space-y-1.5 text-sm"
        aria-label={`${useCase.title} ${copy.labels.features ?? ''}`.trim()}
      >
        {useCase.features.map((feature) => (
          <li key={feature} className="text-ink flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="text-accent size-4 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-white p-3">
          <dt className="text-muted inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="size-4" />
            {copy.labels.timeline}
          </dt>
          <dd className="text-ink font-semibold">{useCase.timeline}</dd>
        </div>
        <div className="rounded-xl bg-white p-3">
          <dt className="text-muted inline-flex items-center gap-1">
            <DollarSign aria-hidden="true" className="size-4" />
            {copy.labels.cost}
          </dt>
          <dd className="text-ink font-semibold">{useCase.cost}</dd>
        </div>
      </dl>
    </>
  ));
  return (
    <ExplorerSection
      copy={copy}
      id="lp-categories"
      tabs={tabs}
      resetExpansionOnTabChange
      pageContext={pageContext}
    />
  );
}
