import { fireEvent, render, screen } from '@testing-library/react';
import { MobileCollapsibleList } from '../mobile-collapsible-list';
import { SolutionsExplorer, type ExplorerTabView } from '../solutions-explorer';

const tabs: ExplorerTabView[] = ['Web Apps', 'Mobile Apps', 'AI Chatbots', 'Data Platforms'].map(
  (name) => ({
    key: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    icon: null,
    useCaseCount: 3,
    panel: (
      <ul>
        {[1, 2, 3].map((n) => (
          <li key={n} data-mobile-extra={n > 2 ? '' : undefined}>{`${name} case ${n}`}</li>
        ))}
      </ul>
    ),
  }),
);

const renderExplorer = (reset: boolean) =>
  render(
    <SolutionsExplorer
      label="Solution categories"
      tabs={tabs}
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
