import { fireEvent, render, screen, within } from '@testing-library/react';
import { MobileCollapsibleList } from '../mobile-collapsible-list';
import { SolutionsExplorer, type ExplorerTab } from '../solutions-explorer';

const tabs: ExplorerTab[] = ['Web Apps', 'Mobile Apps', 'AI Chatbots', 'Data Platforms'].map(
  (name) => ({
    name,
    icon: 'code',
    description: `${name} we build`,
    useCases: [1, 2, 3].map((n) => ({
      title: `${name} case ${n}`,
      icon: 'zap',
      description: `What ${name} case ${n} does`,
      savings: `${10 * n} hrs/week`,
      roi: `$${n},000/month`,
    })),
  }),
);

const renderExplorer = (reset: boolean) =>
  render(
    <SolutionsExplorer
      label="Solution categories"
      tabs={tabs}
      cards="savings"
      cardLabels={{ saved: 'saved' }}
      sprite="/icons/lucide.svg?v=1"
      icons={{
        code: { symbol: 'code', className: 'lucide lucide-code' },
        zap: { symbol: 'zap', className: 'lucide lucide-zap' },
        clock: { symbol: 'clock', className: 'lucide lucide-clock' },
        'trending-up': { symbol: 'trending-up', className: 'lucide lucide-trending-up' },
      }}
      showMoreLabel="Show More Use Cases"
      showLessLabel="Show Fewer Use Cases"
      resetExpansionOnTabChange={reset}
    />,
  );

const panelOf = (name: string) => screen.getByRole('tabpanel', { name });

describe('SolutionsExplorer', () => {
  it('renders every panel, hides tabs past the third below 768 px, and collapses the use cases until asked', () => {
    renderExplorer(true);
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(4);
    expect(
      screen.getAllByRole('tab').map((tab) => tab.className.includes('max-md:hidden')),
    ).toEqual([false, false, false, true]);
    const first = panelOf('Web Apps');
    expect(first.querySelector('[data-collapsed]')).toHaveAttribute('data-collapsed', 'true');
    const toggle = screen.getByRole('button', { name: 'Show More Use Cases' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(first.querySelector('[data-collapsed]')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByRole('button', { name: 'Show Fewer Use Cases' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('draws the cards from data, each icon a reference into the sprite', () => {
    renderExplorer(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile Apps' }));
    const panel = panelOf('Mobile Apps');
    expect(panel).toHaveTextContent('Mobile Apps we build');
    const cards = [...panel.querySelectorAll('ul > li')];
    expect(cards.map((card) => card.hasAttribute('data-mobile-extra'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(cards[1]).toHaveTextContent('Mobile Apps case 2What Mobile Apps case 2 does');
    expect(cards[1]).toHaveTextContent('20 hrs/week saved$2,000/month');
    const icons = [...cards[1]!.querySelectorAll('svg')];
    expect(icons.map((icon) => icon.querySelector('use')?.getAttribute('href'))).toEqual([
      '/icons/lucide.svg?v=1#zap',
      '/icons/lucide.svg?v=1#clock',
      '/icons/lucide.svg?v=1#trending-up',
    ]);
    expect(icons.map((icon) => icon.getAttribute('class'))).toEqual([
      'lucide lucide-zap size-5',
      'lucide lucide-clock text-primary size-4',
      'lucide lucide-trending-up size-4',
    ]);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('tab', { name: 'Mobile Apps' }).querySelector('use')).toHaveAttribute(
      'href',
      '/icons/lucide.svg?v=1#code',
    );
  });

  it('feature cards: the labelled features list and the timeline and cost', () => {
    render(
      <SolutionsExplorer
        label="Categories"
        tabs={[
          {
            name: 'Web Apps',
            icon: 'code',
            description: 'Sites and portals',
            useCases: [
              {
                title: 'Shop',
                icon: 'cart',
                description:
                  'A long description that a phone shows cut at a word, well before its end, larger screens whole.',
                short: 'A long description that a phone shows cut...',
                features: ['Cart', 'Payments', 'Search'],
                timeline: '8 weeks',
                cost: '$20K',
              },
            ],
          },
        ]}
        cards="features"
        cardLabels={{ features: 'key features', timeline: 'Timeline', cost: 'Cost' }}
        sprite="s"
        icons={{}}
        showMoreLabel="More"
        showLessLabel="Less"
        resetExpansionOnTabChange
      />,
    );
    const features = screen.getByRole('list', { name: 'Shop key features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cart', 'Payments', 'Search']);
    expect([...document.querySelectorAll('dt, dd')].map((term) => term.textContent)).toEqual([
      'Timeline',
      '8 weeks',
      'Cost',
      '$20K',
    ]);
    // Phones get the server's cut wording, larger screens all of it.
    const description = screen.getByRole('tabpanel').querySelector('li p')!;
    expect(description.querySelector('.md\\:hidden')).toHaveTextContent(
      /^A long description that a phone shows cut\.\.\.$/,
    );
    // Phones see the cut, screen readers the whole text on every size.
    expect(description.querySelector('.md\\:hidden')).toHaveAttribute('aria-hidden', 'true');
    expect(description.querySelector('.max-md\\:sr-only')).toHaveTextContent(
      'A long description that a phone shows cut at a word, well before its end, larger screens whole.',
    );
    // One card: no show-more button.
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('AI page: the expansion resets when the tab changes', () => {
    renderExplorer(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show More Use Cases' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile Apps' }));
    expect(panelOf('Mobile Apps').querySelector('[data-collapsed]')).toHaveAttribute(
      'data-collapsed',
      'true',
    );
  });

  it('automation page: the expansion is kept across tabs', () => {
    renderExplorer(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show More Use Cases' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile Apps' }));
    expect(panelOf('Mobile Apps').querySelector('[data-collapsed]')).toHaveAttribute(
      'data-collapsed',
      'false',
    );
  });
});

describe('MobileCollapsibleList', () => {
  const items = ['One', 'Two', 'Three', 'Four', 'Five'].map((text) => ({ key: text, node: text }));

  it('marks items past the visible count and toggles them with the labelled button', () => {
    render(
      <MobileCollapsibleList
        items={items}
        visibleCount={3}
        moreLabel="+ Show More Problems"
        lessLabel="Show Less"
      />,
    );
    const listItems = screen.getAllByRole('listitem');
    expect(listItems.map((item) => item.hasAttribute('data-mobile-extra'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    const button = screen.getByRole('button', { name: '+ Show More Problems' });
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('list').id);
    fireEvent.click(button);
    expect(screen.getByRole('list').parentElement).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('has no toggle when every item fits', () => {
    render(
      <MobileCollapsibleList
        items={items.slice(0, 3)}
        visibleCount={3}
        moreLabel="Show More Benefits"
        lessLabel="Show Less"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
