import { cardGridClass } from '@/components/ui/card-grid';
import { BrandMark } from '@/components/ui/brand-marks';
import { CircleCheck } from '@/components/ui/icons';
import { StaticImage } from '@/components/ui/static-image';
import { HeadedSection } from '@/components/sections/headed-section';
import type { SocialPlatform } from '@/lib/content/types';
import type { SectionData } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** LinkedIn's mark is not in simple-icons (trademark request), so it is drawn here in the same 24-unit grid. */
function LinkedInMark({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path
        fill="#fff"
        d="M6.9 9.4h2.6V18H6.9zM8.2 5.3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3M11.1 9.4h2.5v1.2h.1c.35-.66 1.2-1.36 2.48-1.36 2.65 0 3.14 1.74 3.14 4V18h-2.6v-4.2c0-1 0-2.3-1.4-2.3s-1.62 1.1-1.62 2.23V18h-2.6z"
      />
    </svg>
  );
}

function PlatformMark({ platform }: { platform: SocialPlatform }) {
  if (platform.iconPath)
    return (
      <StaticImage src={platform.iconPath} alt="" width={40} height={40} className="size-10" />
    );
  if (platform.id === 'linkedin') return <LinkedInMark size={40} />;
  return <BrandMark id={platform.id} color="brand" size={40} />;
}

/** /services/automated-social-media: the six platforms with brand mark, description and features. */
export function SocialPlatformsSection({
  id,
  anchor,
  section,
  featuresLabel,
  platforms,
  platformsEdit,
}: {
  /** Names the section (data-section) and its heading ('{id}-title'). */
  id: string;
  /** The section's own id, the target of '#anchor' links. */
  anchor?: string;
  section: SectionData;
  /** Names each network's feature list for screen readers: '{network}: {featuresLabel}'. */
  featuresLabel: string;
  platforms: SocialPlatform[];
  /** The Visual Editor's mark on the list of networks (draft mode only). */
  platformsEdit?: EditAttrs;
}) {
  return (
    <HeadedSection
      id={id}
      anchor={anchor}
      dataSection={id}
      section={section}
      className="bg-surface py-16 md:py-24"
    >
      <ul
        aria-label={section.heading}
        className={`mt-12 gap-6 ${cardGridClass()}`}
        {...platformsEdit}
      >
        {platforms.map((platform) => (
          <li key={platform.id}>
            <article
              data-platform={platform.id}
              className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <PlatformMark platform={platform} />
                <h3 className="text-ink text-lg font-semibold">{platform.name}</h3>
              </div>
              <p className="text-muted mt-3">{platform.description}</p>
              <ul
                aria-label={`${platform.name}: ${featuresLabel}`}
                className="text-ink mt-4 space-y-2 text-sm"
              >
                {platform.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CircleCheck
                      aria-hidden="true"
                      className="text-accent mt-0.5 size-4 shrink-0"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
