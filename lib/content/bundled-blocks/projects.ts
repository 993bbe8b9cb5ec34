/**
 * A case study's sections as blocks, from its bundled detail record (content-fallback/
 * project-details; or, for a project only in the CMS, from its own fields): what the page shows
 * when the CMS has no blocks for the project. The key features' icons are line-icon names by type.
 */
import type { PageBlock } from '@/blocks/catalog';
import type { ProjectDetail } from '@/lib/content/types';
import { projectSectionCopy as copy } from '@/content-fallback/pages/detail-copy';
import { closingCta, contactSection } from '@/content-fallback/pages/shared-sections';

const DETAIL_KEYS = ['client', 'industry', 'projectType', 'duration', 'teamSize'] as const;

export function projectDetailBlocks(project: ProjectDetail): PageBlock[] {
  const id = (name: string) => `project-${project.slug}-${name}`;
  const { overview, challengeSolution, technologies, results, gallery, callToAction } = project;
  const blocks: PageBlock[] = [
    {
      id: id('overview'),
      type: 'project_overview',
      data: {
        anchor: 'overview',
        heading: copy.overviewHeading,
        description: overview.detailedDescription,
        detailsHeading: copy.detailsHeading,
        details: DETAIL_KEYS.filter((key) => overview[key].trim()).map((key) => ({
          label: copy.labels[key],
          value: overview[key],
        })),
        servicesLabel: copy.labels.services,
        services: overview.services,
        statusLabel: copy.labels.status,
        status: project.metadata.status,
        liveUrl: project.metadata.projectUrl,
        liveLinkLabel: project.metadata.projectUrl ? copy.liveLinkLabel : undefined,
      },
    },
  ];
  if (challengeSolution) {
    blocks.push({
      id: id('challenge'),
      type: 'challenge_solution',
      data: {
        anchor: 'project-challenge',
        heading: copy.challengeHeading,
        challengeHeading: copy.challengeLabel,
        solutionHeading: copy.solutionLabel,
        challenge: challengeSolution.challenge,
        solution: challengeSolution.solution,
      },
    });
    if (challengeSolution.keyFeatures.length > 0)
      blocks.push({
        id: id('features'),
        type: 'feature_cards',
        data: {
          anchor: 'project-features',
          heading: copy.keyFeaturesHeading,
          highlightLabel: copy.highlighted,
          features: challengeSolution.keyFeatures.map((feature) => ({
            title: feature.title,
            icon: feature.iconClass,
            description: feature.description,
            benefits: feature.benefits,
            highlighted: feature.isHighlighted,
          })),
        },
      });
  }
  blocks.push({
    id: id('technologies'),
    type: 'tech_stack',
    data: {
      anchor: 'project-technologies',
      heading: copy.technologiesHeading,
      technologies: technologies.categories.flatMap((category) =>
        category.technologies.map((technology) => ({
          category: category.categoryName,
          name: technology.name,
          description: technology.description || undefined,
        })),
      ),
    },
  });
  if (results)
    blocks.push({
      id: id('results'),
      type: 'results',
      data: {
        anchor: 'project-results',
        heading: copy.resultsHeading,
        description: results.resultsDescription || undefined,
        metrics: results.metrics,
        achievementsHeading: copy.achievementsHeading,
        achievements: results.achievements,
      },
    });
  blocks.push(
    {
      id: id('gallery'),
      type: 'gallery',
      data: {
        anchor: 'project-gallery',
        heading: copy.galleryHeading,
        images: gallery.images.map((image) => ({
          image: image.imageUrl,
          alt: image.altText,
          caption: image.caption,
        })),
      },
    },
    {
      id: id('cta'),
      type: 'cta_band',
      data: {
        variant: 'link',
        anchor: 'project-cta',
        heading: callToAction.heading,
        text: callToAction.description,
        primaryLabel: callToAction.buttonText,
        secondaryLabel: closingCta.scheduleLabel,
        link: callToAction.buttonUrl,
      },
    },
    {
      id: id('related'),
      type: 'related_projects',
      data: {
        anchor: 'related-projects',
        variant: 'related',
        heading: project.relatedProjects.sectionTitle,
        linkLabel: copy.cardLinkLabel,
        viewAllLabel: copy.viewAllLabel,
      },
    },
    { id: id('contact'), type: 'contact_form', data: { ...contactSection, desktopOnly: false } },
  );
  return blocks;
}
