import { cardGridClass } from '@/components/ui/card-grid';
import { CircleCheck } from '@/components/ui/icons';
import { HeadedSection } from '@/components/sections/headed-section';
import { PlatformLogo } from '@/components/ui/platform-logo';
import { automationPlatformFeatures, metricBarWidth } from '@/lib/sections/detail-limits';
import type { AutomationPlatform, AutomationPlatformCategory } from '@/lib/content/types';
import type { SectionData } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** A platform's icon: its brand's mark, else a letter circle. */
function PlatformIcon({ platform }: { platform: AutomationPlatform }) {
  return (
    <PlatformLogo
      name={platform.name}
      color={platform.brandColor ?? '#5b3df5'}
      brand={platform.brand}
      size={40}
    />
  );
}

function PlatformCard({
  platform,
  featuresLabel,
}: {
  platform: AutomationPlatform;
  featuresLabel: string;
}) {
  const width = metricBarWidth(platform.benefitMetric);
  return (
    <article
      data-platform={platform.name}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <PlatformIcon platform={platform} />
        <h4 className="text-ink text-lg font-semibold">{platform.name}</h4>
      </div>
      <p className="text-muted mt-3">{platform.description}</p>
      <ul
        aria-label={`${platform.name} ${featuresLabel}`}
        className="text-ink mt-4 space-y-2 text-sm"
      >
        {automationPlatformFeatures(platform.features).map((feature) => (
          <li key={feature} className="flex gap-2">
            <CircleCheck aria-hidden="true" className="text-accent mt-0.5 size-4 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <p className="flex items-baseline gap-2">
          <strong className="text-primary-dark text-2xl font-bold">{platform.benefitMetric}</strong>
          <span className="text-muted text-sm">{platform.benefitDescription}</span>
        </p>
        <div aria-hidden="true" className="mt-2 h-2 rounded-full bg-slate-100">
          <div
            data-metric-bar
            className="from-primary to-accent h-2 rounded-full bg-gradient-to-r"
            style={{ width }}
          />
        </div>
      </div>
    </article>
  );
}

/** /services/automation: workflow tools, Microsoft Power Platform and Microsoft AI copilots. */
export function AutomationPlatformsSection({
  id,
  anchor,
  section,
  featuresLabel,
  categories,
  edit = {},
}: {
  /** Names the section (data-section) and its heading ('{id}-title'). */
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  section: SectionData;
  /** Names each platform's feature list for screen readers: '{platform} {featuresLabel}'. */
  featuresLabel: string;
  categories: AutomationPlatformCategory[];
  /** The Visual Editor's marks on each category and each list of platforms (draft mode only). */
  edit?: { categories?: EditAttrs; platforms?: EditAttrs };
}) {
  return (
    <HeadedSection
      id={id}
      anchor={anchor}
      dataSection={id}
      section={section}
      className="bg-surface py-16 md:py-24"
    >
      {categories.map((category) => (
        <div key={category.categoryName} className="mt-14" {...edit.categories}>
          <h3 className="text-ink text-2xl font-bold">{category.categoryName}</h3>
          <p className="text-muted mt-2">{category.description}</p>
          <ul
            aria-label={category.categoryName}
            className={`mt-6 gap-6 ${cardGridClass()}`}
            {...edit.platforms}
          >
            {category.platforms.map((platform) => (
              <li key={platform.name}>
                <PlatformCard platform={platform} featuresLabel={featuresLabel} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </HeadedSection>
  );
}
