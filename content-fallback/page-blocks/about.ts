/** /about as blocks: the same records an editor finds on the About page in Directus. */
import type { PageBlock } from '@/blocks/catalog';
import { heroBlockData } from './hero';
import { closingCta, contactSection } from '@/content-fallback/pages/shared-sections';
import { aboutCopy } from '@/content-fallback/pages/about';
import { SECTION_LABELS } from '@/content-fallback/ui-labels';

export const aboutPageBlocks: PageBlock[] = [
  {
    id: 'about-hero',
    type: 'hero',
    data: heroBlockData('about-values', {
      revealAfterDelay: true,
      stats: aboutCopy.stats,
      sectionLinks: aboutCopy.sectionLinks,
    }),
  },
  {
    id: 'about-mission',
    type: 'cards',
    data: {
      anchor: 'mission',
      variant: 'icon-pair',
      heading: SECTION_LABELS.aboutMissionVision,
      description: undefined,
      items: [
        { title: aboutCopy.mission.heading, icon: 'target', description: aboutCopy.mission.text },
        { title: aboutCopy.vision.heading, icon: 'compass', description: aboutCopy.vision.text },
      ],
    },
  },
  {
    id: 'about-values',
    type: 'cards',
    data: {
      anchor: 'values',
      variant: 'initials',
      heading: aboutCopy.values.heading,
      description: aboutCopy.values.description,
      items: aboutCopy.values.items.map((value) => ({ ...value, icon: 'sparkles' as const })),
    },
  },
  {
    id: 'about-footprint',
    type: 'world_map',
    data: { anchor: 'footprint', ...aboutCopy.footprint },
  },
  {
    id: 'about-journey',
    type: 'timeline',
    data: { anchor: 'journey', ...aboutCopy.journey },
  },
  {
    id: 'about-quote',
    type: 'cta_band',
    data: {
      variant: 'quote-contact',
      heading: aboutCopy.closingCta.heading,
      text: aboutCopy.closingCta.text,
      primaryLabel: aboutCopy.closingCta.quoteLabel,
      secondaryLabel: aboutCopy.closingCta.contactLabel,
    },
  },
  {
    id: 'about-closing',
    type: 'cta_band',
    data: {
      variant: 'schedule-wizard',
      heading: closingCta.heading,
      text: closingCta.text,
      primaryLabel: closingCta.scheduleLabel,
      secondaryLabel: closingCta.getStartedLabel,
    },
  },
  { id: 'about-contact', type: 'contact_form', data: { ...contactSection, desktopOnly: false } },
];
