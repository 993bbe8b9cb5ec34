/**
 * A service page's sections as blocks, from its bundled detail record (content-fallback/
 * service-details; or, for a service only in the CMS, the default sections every service has):
 * what the page shows when the CMS has no blocks for the service, and what cms:seed gives each
 * service in Directus. The record's icons and brand marks are names by type.
 */
import type { PageBlock } from '@/blocks/catalog';
import type { BlockIconName } from '@/lib/blocks/icon-names';
import type { ServiceDetail } from '@/lib/content/types';
import type { SectionData } from '@/lib/sections/types';
import { serviceSectionCopy as copy } from '@/content-fallback/pages/detail-copy';
import { contactSection } from '@/content-fallback/pages/shared-sections';

/** The numbered layouts draw no icon; their cards keep the field's default. */
const UNDRAWN_ICON: BlockIconName = 'sparkles';

const headingOf = (section: SectionData) => ({
  heading: section.heading,
  highlight: section.highlightedText,
  description: section.description,
});

const numberedCards = (cards: ReadonlyArray<{ title: string; description: string }>) =>
  cards.map((card) => ({ title: card.title, icon: UNDRAWN_ICON, description: card.description }));

export function serviceDetailBlocks(detail: ServiceDetail): PageBlock[] {
  const id = (name: string) => `service-${detail.slug}-${name}`;
  const { contentCards, showcase, platforms, socialPlatforms, coreFeatures, iconBenefits } = detail;
  const blocks: PageBlock[] = [
    {
      id: id('stats'),
      type: 'stats_band',
      data: { label: copy.statsLabel, stats: detail.stats },
    },
    {
      id: id('content'),
      type: 'cards',
      data: {
        anchor: 'service-content',
        variant: 'numbered',
        ...headingOf(contentCards.section),
        items: numberedCards(contentCards.cards),
      },
    },
  ];
  if (showcase)
    blocks.push({
      id: id('showcase'),
      type: 'service_showcase',
      data: {
        anchor: showcase.id,
        ...headingOf(showcase.section),
        items: showcase.items.map((item) => ({
          title: item.mainTitle,
          subtitle: item.secondaryTitle,
          description: item.shortDescription,
          icon: item.icon ?? 'none',
        })),
      },
    });
  if (platforms)
    blocks.push({
      id: id('platforms'),
      type: 'automation_platforms',
      data: {
        anchor: 'automation-platforms',
        ...headingOf(platforms.section),
        featuresLabel: copy.platformsFeaturesLabel,
        categories: platforms.categories.map((category) => ({
          name: category.categoryName,
          description: category.description,
        })),
        platforms: platforms.categories.flatMap((category) =>
          category.platforms.map((platform) => ({
            category: category.categoryName,
            name: platform.name,
            icon: platform.brand ?? 'none',
            color: platform.brandColor,
            description: platform.description,
            features: platform.features,
            metric: platform.benefitMetric,
            metricText: platform.benefitDescription,
          })),
        ),
      },
    });
  if (socialPlatforms)
    blocks.push({
      id: id('social'),
      type: 'social_platforms',
      data: {
        anchor: 'social-platforms',
        ...headingOf(socialPlatforms.section),
        featuresLabel: copy.socialFeaturesLabel,
        platforms: socialPlatforms.platforms.map((platform) => ({
          network: platform.id,
          name: platform.name,
          description: platform.description,
          features: platform.features,
        })),
      },
    });
  if (coreFeatures)
    blocks.push({
      id: id('core-features'),
      type: 'cards',
      data: {
        anchor: 'core-features',
        variant: 'numbered-scroll',
        ...headingOf(coreFeatures.section),
        items: numberedCards(coreFeatures.cards),
      },
    });
  if (iconBenefits)
    blocks.push({
      id: id('benefits'),
      type: 'cards',
      data: {
        anchor: 'icon-benefits',
        variant: 'icon-scroll',
        ...headingOf(iconBenefits.section),
        items: iconBenefits.cards.map((card) => ({
          title: card.title,
          icon: card.icon,
          description: card.description,
        })),
      },
    });
  blocks.push(
    {
      id: id('process'),
      type: 'cards',
      data: {
        anchor: 'service-process',
        variant: 'steps',
        ...headingOf(detail.process.section),
        items: numberedCards(detail.process.steps),
      },
    },
    {
      id: id('tech'),
      type: 'tech_list',
      data: {
        anchor: 'service-tech',
        ...headingOf(detail.techList.section),
        items: detail.techList.data.techItems,
        buttonLabel: detail.techList.data.ctaText,
        link: detail.techList.data.ctaLink,
      },
    },
    {
      id: id('featured'),
      type: 'related_projects',
      data: {
        anchor: 'featured-projects',
        variant: 'featured',
        ...headingOf(copy.featured),
        limit: detail.featuredProjectLimit,
        linkLabel: copy.featuredLinkLabel,
        viewAllLabel: copy.viewAllProjects,
      },
    },
    {
      id: id('reviews'),
      type: 'reviews',
      data: {
        anchor: 'service-reviews',
        ...headingOf(copy.reviews),
        summary: copy.reviewsSummary,
      },
    },
    {
      id: id('closing'),
      type: 'cta_band',
      data: {
        variant: 'schedule-wizard',
        heading: copy.cta.heading,
        text: copy.cta.description,
        primaryLabel: copy.cta.buttonText,
        secondaryLabel: copy.cta.secondaryText,
      },
    },
    { id: id('contact'), type: 'contact_form', data: { ...contactSection, desktopOnly: false } },
  );
  return blocks;
}
