import { render, screen, within } from '@testing-library/react';
import { BLOCK_CATALOG } from '@/blocks/catalog';
import { ChallengesSolutionsBlock } from '../challenges-solutions/challenges-solutions-block';
import { ServiceCategoriesBlock } from '../service-categories/service-categories-block';
import { SuccessStoriesBlock } from '../success-stories/success-stories-block';

const page = { slug: 'healthcare-biotech', heroDefaults: { title: 'x', description: 'y' } };

describe('the blocks of an industry page', () => {
  it('services by category: at most 3 features each, popular marked, quote link for the industry', () => {
    const data = BLOCK_CATALOG.service_categories.schema.parse({
      heading: 'Services',
      description: 'What we build.',
      popularLabel: 'Popular',
      quoteLabel: 'Get Instant Quote',
      quoteText: 'A tailored estimate.',
      categories: [{ name: 'Patients', icon: 'health', description: 'Access.' }],
      services: [
        {
          category: 'Patients',
          name: 'Portals',
          icon: 'health',
          popular: true,
          description: 'Booking.',
          features: ['A', 'B', 'C', 'D'],
        },
        { category: 'Patients', name: 'Telehealth', icon: 'smartphone', description: 'Video.' },
        { category: 'Elsewhere', name: 'Orphan', icon: 'bot', description: 'No category.' },
      ],
    });
    render(
      <ServiceCategoriesBlock
        id="services"
        data={data}
        page={{ ...page, quoteHref: '/quote?industry=healthcare-biotech' }}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Portals features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A', 'B', 'C']);
    expect(screen.getAllByText('Popular')).toHaveLength(1);
    // A service whose category is not one of the block's categories is not shown.
    expect(screen.queryByText('Orphan')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Instant Quote' })).toHaveAttribute(
      'href',
      '/quote?industry=healthcare-biotech',
    );
  });

  it('success stories: figures as text, 5 tags then +N', () => {
    const data = BLOCK_CATALOG.success_stories.schema.parse({
      heading: 'Success Stories',
      metrics: [
        { value: '50+', label: 'Clients Satisfied' },
        { value: '40% Faster', label: 'Time to Market' },
      ],
      stories: [
        {
          title: 'Tracker',
          description: 'Live map.',
          image: '/assets/stories/owner-portal.webp',
          alt: "An owner's monthly statement with occupancy and payout",
          technologies: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
          achievements: ['Fast'],
        },
      ],
    });
    render(<SuccessStoriesBlock id="stories" data={data} />);
    expect(screen.getByText('40% Faster')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Technologies' })).getAllByRole(
      'listitem',
    );
    expect(chips).toHaveLength(6);
    expect(chips[5]).toHaveTextContent('+2');
    expect(screen.getByRole('tooltip')).toHaveTextContent('F, G');
    // The picture is described for screen readers by its own words.
    expect(
      screen.getByRole('img', { name: "An owner's monthly statement with occupancy and payout" }),
    ).toBeInTheDocument();
  });

  it('challenges and solutions: the featured solution is marked with the block’s badge', () => {
    const data = BLOCK_CATALOG.challenges_solutions.schema.parse({
      heading: 'Challenges and Solutions',
      challengesHeading: 'Challenges',
      solutionsHeading: 'Our Solutions',
      featuredLabel: 'Featured',
      challenges: [{ title: 'Queues', icon: 'clock', description: 'Long.', points: ['Angry'] }],
      solutions: [
        {
          title: 'Portal',
          icon: 'globe',
          description: 'Online.',
          points: ['24/7'],
          featured: true,
        },
        { title: 'Cases', icon: 'layers', description: 'Tracked.', points: ['Nothing lost'] },
      ],
    });
    const { container } = render(<ChallengesSolutionsBlock id="challenges" data={data} />);
    const featured = container.querySelectorAll('[data-featured]');
    expect(featured).toHaveLength(1);
    expect(featured[0]).toHaveTextContent('Portal');
    expect(featured[0]).toHaveTextContent('Featured');
    expect(screen.getByRole('list', { name: 'Impact of Queues' })).toHaveTextContent('Angry');
  });
});
