import { render, screen } from '@testing-library/react';
import { ProjectGallery } from '../project-gallery';
import { KeyFeatures } from '../challenge-solution';
import { ProjectOverview } from '../project-overview';
import { fallbackProjectDetails } from '@/content-fallback/project-details';

const ecommerce = fallbackProjectDetails.find(
  (project) => project.slug === 'e-commerce-revolution-platform',
)!;

describe('portfolio sections', () => {
  it('the gallery renders only with images; captions are focusable figures', () => {
    const { container, rerender } = render(<ProjectGallery images={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ProjectGallery images={ecommerce.gallery.images} />);
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(ecommerce.gallery.images.length);
    expect(figures[0]).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Storefront home page').tagName).toBe('FIGCAPTION');
  });

  it('key features: the highlighted one is marked, every card is focusable for its benefits', () => {
    const { container } = render(
      <KeyFeatures features={ecommerce.challengeSolution!.keyFeatures} />,
    );
    const highlighted = container.querySelectorAll('[data-highlighted]');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent('Edge-Rendered Storefront');
    expect(highlighted[0]).toHaveTextContent('Highlight');
    expect(container.querySelectorAll('article[tabindex="0"]')).toHaveLength(4);
  });

  it('project details list client, industry, type, duration, team size and services; empty fields are left out', () => {
    const { rerender } = render(<ProjectOverview project={ecommerce} />);
    for (const label of [
      'Client',
      'Industry',
      'Project Type',
      'Duration',
      'Team Size',
      'Services',
      'Status',
    ]) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    rerender(
      <ProjectOverview
        project={{ ...ecommerce, overview: { ...ecommerce.overview, client: '', duration: ' ' } }}
      />,
    );
    expect(screen.queryByText('Client', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Duration', { selector: 'dt' })).toBeNull();
  });
});
