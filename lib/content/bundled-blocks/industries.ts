/**
 * An industry page's sections as blocks, from its bundled detail record (content-fallback/
 * industry-details): what the page shows when the CMS has no blocks for the industry, and what
 * cms:seed gives each industry in Directus. The records' icons are line-icon names by type.
 */
import type { PageBlock } from '@/blocks/catalog';
import type { IndustryDetail } from '@/lib/content/types';
import { industrySectionCopy as copy } from '@/content-fallback/pages/detail-copy';
import { closingBlocks } from '@/content-fallback/page-blocks/closing';

const METRIC_KEYS = [
  'clientsSatisfied',
  'projectsCompleted',
  'timeToMarket',
  'costReduction',
] as const;

export function industryDetailBlocks(detail: IndustryDetail): PageBlock[] {
  const blocks: PageBlock[] = [];
  const id = (name: string) => `industry-${detail.slug}-${name}`;
  const { overview, challengesSolutions, services, technologies, successStories } = detail;
  if (overview)
    blocks.push({
      id: id('overview'),
      type: 'overview',
      data: {
        anchor: 'overview',
        heading: copy.overviewHeading,
        description: overview.detailedDescription,
        statsLabel: copy.keyStatsLabel,
        stats: overview.keyStats.map((stat) => ({
          value: stat.value,
          label: stat.label,
          icon: stat.iconClass,
          description: stat.description,
        })),
        trendsHeading: copy.marketTrendsHeading,
        trends: overview.marketTrends,
      },
    });
  if (challengesSolutions)
    blocks.push({
      id: id('challenges'),
      type: 'challenges_solutions',
      data: {
        anchor: 'challenges',
        heading: copy.challengesHeading,
        description: challengesSolutions.approachDescription,
        challengesHeading: copy.challengesLabel,
        solutionsHeading: copy.solutionsLabel,
        featuredLabel: copy.featuredSolution,
        challenges: challengesSolutions.challenges.map((challenge) => ({
          title: challenge.title,
          icon: challenge.iconClass,
          description: challenge.description,
          points: challenge.impactPoints,
        })),
        solutions: challengesSolutions.solutions.map((solution) => ({
          title: solution.title,
          icon: solution.iconClass,
          description: solution.description,
          points: solution.benefits,
          featured: solution.isFeatured,
        })),
      },
    });
  if (services)
    blocks.push({
      id: id('services'),
      type: 'service_categories',
      data: {
        anchor: 'industry-services',
        heading: services.sectionTitle,
        description: services.sectionDescription,
        popularLabel: copy.popular,
        quoteLabel: copy.quoteLabel,
        quoteText: copy.quoteDescription,
        categories: services.serviceCategories.map((category) => ({
          name: category.categoryName,
          icon: category.iconClass,
          description: category.categoryDescription,
        })),
        services: services.serviceCategories.flatMap((category) =>
          category.services.map((service) => ({
            category: category.categoryName,
            name: service.name,
            icon: service.iconClass,
            popular: service.isPopular,
            description: service.description,
            features: service.features,
          })),
        ),
      },
    });
  if (technologies)
    blocks.push({
      id: id('technologies'),
      type: 'tech_stack',
      data: {
        anchor: 'industry-technologies',
        heading: technologies.sectionTitle,
        description: technologies.sectionDescription,
        technologies: technologies.categories.flatMap((category) =>
          category.technologies.map((technology) => ({
            category: category.categoryName,
            name: technology.name,
            description: technology.description || undefined,
          })),
        ),
      },
    });
  if (successStories)
    blocks.push({
      id: id('stories'),
      type: 'success_stories',
      data: {
        anchor: 'industry-stories',
        heading: successStories.sectionTitle,
        description: successStories.sectionDescription,
        metrics: METRIC_KEYS.map((key) => ({
          value: successStories.metrics[key],
          label: copy.storiesMetrics[key],
        })),
        stories: successStories.projects.map((project) => ({
          title: project.title,
          description: project.description,
          image: project.imageUrl,
          // A detail record of an earlier CMS schema has no description: its title stands in.
          alt: project.imageAlt || project.title,
          achievements: project.achievements,
          technologies: project.technologies,
        })),
      },
    });
  return [...blocks, ...closingBlocks(`industry-${detail.slug}`)];
}
