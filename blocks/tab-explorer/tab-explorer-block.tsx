import { CalendarClock, type ServerIcon } from '@/components/ui/icons';
import { LUCIDE_SPRITE_HREF } from '@/components/ui/lucide-sprite';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { landingIcon } from '@/components/landing/landing-icon';
import { LandingSection } from '@/components/landing/landing-section';
import { leadButtonClass } from '@/components/landing/landing-ui';
import {
  SolutionsExplorer,
  type ExplorerCardLabels,
  type ExplorerIconName,
  type ExplorerTab,
  type ExplorerUseCase,
} from '@/components/landing/solutions-explorer';
import type { BlockData } from '@/blocks/catalog';
import { LANDING_MOBILE } from '@/components/landing/landing-mobile';
import { cutForDisplay } from '@/lib/sections/cut-text';
import type { BlockPage } from '../block-page';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

type Data = BlockData<'tab_explorer'>;
type UseCase = Data['tabs'][number]['useCases'][number];

/**
 * The explorer's tabs as plain data for its client island, which draws the cards, and the icons
 * they name (symbols of the site's cached lucide sprite). Only the fields the card kind shows are
 * sent: the data travels in the page's RSC payload.
 */
function explorerContent(data: Data) {
  const icons = new Map<ExplorerIconName, ServerIcon>();
  const draw = (name: ExplorerIconName) => {
    icons.set(name, name === 'calendar-clock' ? CalendarClock : landingIcon(name));
    return name;
  };
  const features = data.cards === 'features';
  const useCaseOf = (useCase: UseCase): ExplorerUseCase => {
    const shown: ExplorerUseCase = {
      title: useCase.title,
      icon: draw(useCase.icon),
      description: useCase.description,
    };
    // Cut here, as ResponsiveText does, so the island needs no text code.
    const short = cutForDisplay(useCase.description, LANDING_MOBILE.descriptionMax);
    if (short.cut) shown.short = short.shown;
    if (features) {
      shown.features = useCase.features;
      if (useCase.features.length > 0) draw('check');
      if (useCase.timeline) shown.timeline = useCase.timeline;
      if (useCase.cost) shown.cost = useCase.cost;
      // The timeline and cost labels carry their icons even without a value.
      draw('calendar-clock');
      draw('dollar');
    } else {
      if (useCase.savings) {
        shown.savings = useCase.savings;
        draw('clock');
      }
      if (useCase.roi) {
        shown.roi = useCase.roi;
        draw('trending-up');
      }
    }
    return shown;
  };
  const tabs: ExplorerTab[] = data.tabs.map((tab) => ({
    name: tab.name,
    icon: draw(tab.icon),
    description: tab.description,
    useCases: tab.useCases.map(useCaseOf),
  }));
  // An absent label stays out of the props (undefined would travel as a "$undefined" marker).
  const labels = features
    ? { features: data.featuresLabel, timeline: data.timelineLabel, cost: data.costLabel }
    : { saved: data.savedLabel };
  const cardLabels: ExplorerCardLabels = Object.fromEntries(
    Object.entries(labels).filter(([, label]) => label !== undefined),
  );
  return { tabs, cardLabels, icons };
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
  const { tabs, cardLabels, icons } = explorerContent(data);
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
          tabs={tabs}
          cards={data.cards}
          cardLabels={cardLabels}
          sprite={LUCIDE_SPRITE_HREF}
          icons={Object.fromEntries(
            [...icons].map(([name, icon]) => [
              name,
              { symbol: icon.sprite.name, className: icon.sprite.className },
            ]),
          )}
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
