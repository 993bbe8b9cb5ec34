import { render, screen, within } from '@testing-library/react';
import { splitTags } from '@/lib/sections/cards';
import { PlatformLogo } from '../platform-logo';
import { TagList } from '../tag-list';

describe('TagList', () => {
  it('shows 4 tags and a focusable +N chip read as "+N more", described by a tooltip listing the rest', () => {
    render(
      <TagList
        id="card"
        tags={splitTags(['Next.js', 'Node.js', 'Stripe', 'AWS', 'Redis', 'Kafka'])}
      />,
    );
    const list = screen.getByRole('list', { name: 'Technologies' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.slice(0, 4).map((item) => item.textContent)).toEqual([
      'Next.js',
      'Node.js',
      'Stripe',
      'AWS',
    ]);
    const more = items[4]!.querySelector('[tabindex]')!;
    expect(more).toHaveTextContent(/^\+2 more$/);
    expect(more).toHaveAttribute('tabindex', '0');
    expect(more).toHaveAttribute('title', 'Redis, Kafka');
    expect(more).toHaveAccessibleDescription('Redis, Kafka');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveTextContent(/^Redis, Kafka$/);
    expect(more.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('has no +N chip with 4 tags or fewer', () => {
    render(<TagList id="card" tags={splitTags(['Next.js', 'Node.js', 'Stripe', 'AWS'])} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText(/^\+\d/)).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});

describe('PlatformLogo', () => {
  it("draws the platform's own simple-icons mark in its brand colour, hidden from screen readers", () => {
    const { container } = render(<PlatformLogo name="Zapier" brand="zapier" color="#000000" />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('title')).toHaveTextContent(/^Zapier$/);
    expect(svg).toHaveAttribute('fill', '#FF4F00');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('platform-letter')).toBeNull();
  });

  it.each([
    ['power-automate', 'Power Automate', '#0066FF'],
    ['Power_BI', 'Power BI', '#F2C811'],
    ['copilot-studio', 'Microsoft Copilot', '#0F6CBD'],
    ['openai-codex', 'OpenAI', '#412991'],
    ['lovable', 'Lovable', '#FF4F7B'],
  ])(
    'draws the mark simple-icons lacks for %s (components/ui/drawn-marks), not a letter',
    (brand, title, hex) => {
      const { container } = render(<PlatformLogo name={title} brand={brand} color="#000000" />);
      const svg = container.querySelector('svg')!;
      expect(svg.querySelector('title')).toHaveTextContent(title);
      expect(svg).toHaveAttribute('fill', hex);
      expect(screen.queryByTestId('platform-letter')).toBeNull();
    },
  );

  it('falls back to the letter circle for a brand the site has no mark of', () => {
    const { container } = render(<PlatformLogo name="Bubble" brand="bubble" color="#0066FF" />);
    expect(container.querySelector('svg title')).toBeNull();
    expect(screen.getByTestId('platform-letter')).toHaveTextContent('B');
  });

  it('falls back to a coloured circle with the first letter', () => {
    render(<PlatformLogo name="power Automate" color="#0066FF" />);
    expect(screen.getByTestId('platform-letter')).toHaveTextContent('P');
    expect(screen.getByTestId('platform-letter')).toHaveStyle({ backgroundColor: '#0066FF' });
  });
});
