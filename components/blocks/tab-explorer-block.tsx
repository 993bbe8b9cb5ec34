import type { ReactNode } from 'react';
import { CalendarClock, CircleCheck, Clock, DollarSign, TrendingUp } from '@/components/ui/icons';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { LandingIcon } from '@/components/landing/landing-icon';
import { LandingSection } from '@/components/landing/landing-section';
import { leadButtonClass, ResponsiveText } from '@/components/landing/landing-ui';
import { SolutionsExplorer, type ExplorerTabView } from '@/components/landing/solutions-explorer';
import type { BlockData } from '@/lib/blocks/catalog';
import type { LandingIconName } from '@/lib/blocks/icon-names';
import { LANDING_MOBILE } from '@/lib/constants';
import type { BlockPage } from './block-page';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

type Data = BlockData<'tab_explorer'>;
type Tab = Data['tabs'][number];
type UseCase = Tab['useCases'][number];

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

/** Hours saved and a return: icon beside the title, two badges under the text. */
function SavingsCard({ useCase, data }: { useCase: UseCase; data: Data }) {
  return (
    <>
      <div className="flex items-start gap-4">
        <UseCaseIcon icon={useCase.icon} />
        <div>
          <h4 className="text-ink text-lg font-semibold">{useCase.title}</h4>
          <UseCaseDescription text={useCase.description} />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 text-sm font-semibold">
        {useCase.savings && (
          <span className="text-ink inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1">
            <Clock aria-hidden="true" className="text-primary size-4" />
            {useCase.savings} {data.savedLabel}
          </span>
        )}
        {useCase.roi && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-emerald-900">
            <TrendingUp aria-hidden="true" className="size-4" />
            {useCase.roi}
          </span>
        )}
      </div>
    </>
  );
}

/** Three key features, then timeline and cost. */
function FeaturesCard({ useCase, data }: { useCase: UseCase; data: Data }) {
  return (
    <>
      <UseCaseIcon icon={useCase.icon} />
      <h4 className="text-ink mt-4 text-lg font-semibold">{useCase.title}</h4>
      <UseCaseDescription text={useCase.description} />
      <ul
        className="mt-4 flex-1 space-y-1.5 text-sm"
        aria-label={`${useCase.title} ${data.featuresLabel ?? ''}`.trim()}
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
            {data.timelineLabel}
          </dt>
          <dd className="text-ink font-semibold">{useCase.timeline}</dd>
        </div>
        <div className="rounded-xl bg-white p-3">
          <dt className="text-muted inline-flex items-center gap-1">
            <DollarSign aria-hidden="true" className="size-4" />
            {data.costLabel}
          </dt>
          <dd className="text-ink font-semibold">{useCase.cost}</dd>
        </div>
      </dl>
    </>
  );
}

/** Every tab's panel, rendered here on the server: the client island only switches them. */
function toExplorerTabs(data: Data): ExplorerTabView[] {
  const features = data.cards === 'features';
  const Card = features ? FeaturesCard : SavingsCard;
  return data.tabs.map((tab) => ({
    key: slug(tab.name),
    name: tab.name,
    icon: <LandingIcon name={tab.icon} className="size-4" />,
    useCaseCount: tab.useCases.length,
    panel: (
      <>
        <div className="mb-6 text-center">
          <h3 className="text-ink text-2xl font-bold">{tab.name}</h3>
          <p className="text-muted mt-2">{tab.description}</p>
        </div>
        <ul className={`grid gap-5 ${features ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
          {tab.useCases.map((useCase, index) => (
            <UseCaseItem key={useCase.title} index={index}>
              <Card useCase={useCase} data={data} />
            </UseCaseItem>
          ))}
        </ul>
      </>
    ),
  }));
}

/** Tabs of use cases with a progress bar (large screens, optional) and a lead button. */
export function TabExplorerBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: Data;
  page: BlockPage;
  editable?: Editable<Data>;
}) {
  const progress =
    data.progressLabel && data.progressPercent !== undefined
      ? {
          label: data.progressLabel,
          status: data.progressStatus ?? '',
          percent: data.progressPercent,
        }
      : undefined;
  return (
    <LandingSection
      name="explorer"
      anchor={data.anchor}
      headingId={`${data.anchor ?? id}-heading`}
      heading={data.heading}
      description={data.description}
      edit={{ title: editable('heading'), description: editable('description') }}
      className="bg-white"
    >
      <div className="mt-10" {...editable('tabs')}>
        <SolutionsExplorer
          label={data.tabsLabel}
          tabs={toExplorerTabs(data)}
          showMoreLabel={data.showMoreLabel}
          showLessLabel={data.showLessLabel}
          resetExpansionOnTabChange={data.resetOnTabChange}
        />
      </div>
      {progress && (
        // A fixed progress bar on large screens only.
        <div
          className="bg-surface mx-auto mt-10 hidden max-w-3xl rounded-2xl p-5 lg:block"
          data-testid="development-progress"
        >
          <div className="flex justify-between text-sm font-semibold">
            <span className="text-ink">{progress.label}</span>
            <span className="text-primary-dark">
              {progress.percent}% · {progress.status}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={progress.label}
            aria-valuenow={progress.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={`${progress.percent}%, ${progress.status}`}
            className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="bg-primary h-full rounded-full"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      )}
      <div className="mt-10 text-center">
        <p className="text-muted mb-4" {...editable('ctaText')}>
          {data.ctaText}
        </p>
        <DialogTrigger
          dialog="lead-modal"
          pageContext={page.leadContext}
          className={leadButtonClass}
        >
          {data.ctaLabel}
        </DialogTrigger>
      </div>
    </LandingSection>
  );
}
