import { fireEvent, render, screen } from '@testing-library/react';
import { splitTags } from '@/lib/sections/cards';
import { PlatformLogo } from '../platform-logo';
import { TagList } from '../tag-list';

describe('TagList', () => {
  it('shows 4 tags and a focusable +N described by a tooltip listing the rest', () => {
    render(<TagList id="card" tags={splitTags(['a', 'b', 'c', 'd', 'Redis', 'Kafka'])} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const more = screen.getByText('+2');
    expect(more).toHaveAttribute('tabindex', '0');
    expect(more).toHaveAccessibleDescription('Redis, Kafka');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Redis, Kafka');
  });

  it('has no +N with 4 tags or fewer', () => {
    render(<TagList id="card" tags={splitTags(['a', 'b'])} />);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});

describe('PlatformLogo', () => {
  it('draws the brand mark when simple-icons has one', () => {
    const { container } = render(<PlatformLogo name="Zapier" brand="zapier" color="#FF4F00" />);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('falls back to a coloured circle with the first letter', () => {
    render(<PlatformLogo name="power Automate" color="#0066FF" />);
    expect(screen.getByTestId('platform-letter')).toHaveTextContent('P');
    expect(screen.getByTestId('platform-letter')).toHaveStyle({ backgroundColor: '#0066FF' });
  });

  it('replaces a logo image that fails to load with the circle', () => {
    const { container } = render(<PlatformLogo name="Lovable" logoUrl="/missing.svg" color="#E0338A" />);
    const image = container.querySelector('img')!;
    fireEvent.error(image);
    expect(screen.getByTestId('platform-letter')).toHaveTextContent('L');
    expect(container.querySelector('img')).toBeNull();
  });
});
