import { render, screen, within } from '@testing-library/react';
import { IndustryServices } from '../industry-services';
import { SuccessStories } from '../success-stories';
import { ChallengesSolutions } from '../challenges-solutions';

describe('industry sections', () => {
  it('services by category: at most 3 features each, popular marked, quote link for the industry', () => {
    render(
      <IndustryServices
        quoteHref="/quote?industry=healthcare-biotech"
        data={{
          sectionTitle: 'Services',
          sectionDescription: 'What we build.',
          serviceCategories: [
            {
              categoryName: 'Patients',
              categoryDescription: 'Access.',
              iconClass: 'health',
              services: [
                {
                  name: 'Portals',
                  description: 'Booking.',
                  features: ['A', 'B', 'C', 'D'],
                  iconClass: 'health',
                  isPopular: true,
                },
                {
                  name: 'Telehealth',
                  description: 'Video.',
                  features: ['E'],
                  iconClass: 'smartphone',
                  isPopular: false,
                },
              ],
            },
          ],
        }}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Portals features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A', 'B', 'C']);
    expect(screen.getAllByText('Popular')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get Instant Quote' })).toHaveAttribute(
      'href',
      '/quote?industry=healthcare-biotech',
    );
  });

  it('success stories: metrics as text, 5 tags then +N', () => {
    render(
      <SuccessStories
        data={{
          sectionTitle: 'Success Stories',
          sectionDescription: 'Results.',
          metrics: {
            clientsSatisfied: '50+',
            projectsCompleted: '120+',
            timeToMarket: '40% Faster',
            costReduction: '35%',
          },
          projects: [
            {
              title: 'Tracker',
              description: 'Live map.',
              imageUrl: '/assets/portfolio/default.svg',
              technologies: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
              achievements: ['Fast'],
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('40% Faster')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Technologies' })).getAllByRole(
      'listitem',
    );
    expect(chips).toHaveLength(6);
    expect(chips[5]).toHaveTextContent('+2');
    expect(screen.getByRole('tooltip')).toHaveTextContent('F, G');
  });

  it('challenges and solutions: the featured solution is marked', () => {
    const { container } = render(
      <ChallengesSolutions
        data={{
          approachDescription: 'How we work.',
          challenges: [
            { title: 'Queues', description: 'Long.', iconClass: 'clock', impactPoints: ['Angry'] },
          ],
          solutions: [
            {
              title: 'Portal',
              description: 'Online.',
              iconClass: 'globe',
              benefits: ['24/7'],
              isFeatured: true,
            },
            {
              title: 'Cases',
              description: 'Tracked.',
              iconClass: 'layers',
              benefits: ['Nothing lost'],
              isFeatured: false,
            },
          ],
        }}
      />,
    );
    const featured = container.querySelectorAll('[data-featured]');
    expect(featured).toHaveLength(1);
    expect(featured[0]).toHaveTextContent('Portal');
    expect(featured[0]).toHaveTextContent('Featured');
    expect(screen.getByRole('list', { name: 'Impact of Queues' })).toHaveTextContent('Angry');
  });
});
