import { render, screen } from '@testing-library/react';
import type { BlockData } from '@/blocks/catalog';
import { projectDetailBlocks } from '@/lib/content/bundled-blocks/projects';
import { fallbackProjectDetails } from '@/content-fallback/project-details';
import { FeatureCardsBlock } from '../feature-cards/feature-cards-block';
import { GalleryBlock } from '../gallery/gallery-block';
import { ProjectOverviewBlock } from '../project-overview/project-overview-block';

const ecommerce = fallbackProjectDetails.find(
  (project) => project.slug === 'e-commerce-revolution-platform',
)!;
const blockOf = <K extends 'gallery' | 'feature_cards' | 'project_overview'>(
  detail: typeof ecommerce,
  type: K,
) => projectDetailBlocks(detail).find((block) => block.type === type)!.data as BlockData<K>;

describe('the blocks of a case study', () => {
  it('the gallery renders only with pictures; captions are focusable figures', () => {
    const gallery = blockOf(ecommerce, 'gallery');
    const { container, rerender } = render(
      <GalleryBlock id="gallery" data={{ ...gallery, images: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<GalleryBlock id="gallery" data={gallery} />);
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(ecommerce.gallery.images.length);
    expect(figures[0]).toHaveAttribute('tabindex', '0');
    const first = ecommerce.gallery.images[0]!;
    expect(screen.getByText(first.caption).tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('img', { name: first.altText })).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent(first.imageUrl)),
    );
    // Contained, never cropped; an odd count lets the first picture span the row.
    for (const image of screen.getAllByRole('img')) expect(image).toHaveClass('object-contain');
    expect(ecommerce.gallery.images.length % 2).toBe(0);
    rerender(
      <GalleryBlock id="gallery" data={{ ...gallery, images: gallery.images.slice(0, 3) }} />,
    );
    expect(container.querySelector('ul')).toHaveClass(
      'md:[&>:first-child:nth-last-child(odd)]:col-span-2',
    );
  });

  it('key features: the highlighted one is marked, every card is focusable for its benefits', () => {
    const { container } = render(
      <FeatureCardsBlock id="features" data={blockOf(ecommerce, 'feature_cards')} />,
    );
    const highlighted = container.querySelectorAll('[data-highlighted]');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent('Edge-Rendered Storefront');
    expect(highlighted[0]).toHaveTextContent('Highlight');
    expect(container.querySelectorAll('article[tabindex="0"]')).toHaveLength(4);
  });

  it('project facts list client, industry, type, duration, team size and services; empty ones are left out', () => {
    const { rerender } = render(
      <ProjectOverviewBlock id="overview" data={blockOf(ecommerce, 'project_overview')} />,
    );
    for (const label of ['Client', 'Industry', 'Project Type', 'Duration', 'Team Size'])
      expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Services', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' })).toBeInTheDocument();
    const sparse = { ...ecommerce, overview: { ...ecommerce.overview, client: '', duration: ' ' } };
    rerender(<ProjectOverviewBlock id="overview" data={blockOf(sparse, 'project_overview')} />);
    expect(screen.queryByText('Client', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Duration', { selector: 'dt' })).toBeNull();
  });
});
