import { render, screen } from '@testing-library/react';
import { CoreFeaturesSection } from '../cards/core-features';
import { IconBenefitCardsSection } from '../cards/icon-benefit-cards';
import { FeatureCards } from '../feature-cards/feature-cards';
import { ProcessFlowSection } from '../cards/process-flow';
import { TechListSection } from '../tech-list/tech-list';

function setReducedMotion(reduce: boolean, widthPx = 1440) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce')
      ? reduce
      : widthPx >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    cardNumber: i + 1,
    title: `Card ${i + 1}`,
    description: 'Text',
  }));
const layoutOf = (name: string) =>
  screen.getByRole('list', { name }).closest('[data-layout]')?.getAttribute('data-layout');

describe('horizontal sections', () => {
  beforeEach(() => setReducedMotion(false));

  it('core features scroll horizontally from 4 cards, 352 px wide', () => {
    render(<CoreFeaturesSection id="cf" section={{ heading: 'Core Features' }} cards={cards(4)} />);
    expect(layoutOf('Core Features')).toBe('horizontal');
    expect(screen.getByText('Card 1').closest('li')).toHaveStyle({ width: '352px' });
  });

  it('core features with 3 cards are a plain grid', () => {
    render(<CoreFeaturesSection id="cf" section={{ heading: 'Core Features' }} cards={cards(3)} />);
    expect(screen.getByRole('list', { name: 'Core Features' }).closest('[data-layout]')).toBeNull();
  });

  it('icon-benefit cards go sticky-horizontal only above 4 cards, 392 px wide', () => {
    const icon = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        icon: 'zap' as const,
        title: `Icon ${i}`,
        description: 'x',
      }));
    const { unmount } = render(
      <IconBenefitCardsSection id="ib" section={{ heading: 'Benefits' }} cards={icon(4)} />,
    );
    expect(screen.getByRole('list', { name: 'Benefits' }).closest('[data-layout]')).toBeNull();
    unmount();
    render(<IconBenefitCardsSection id="ib" section={{ heading: 'Benefits' }} cards={icon(5)} />);
    expect(layoutOf('Benefits')).toBe('horizontal');
    expect(screen.getByText('Icon 0').closest('li')).toHaveStyle({ width: '392px' });
  });

  it('below 768 px the horizontal sections are a plain grid', () => {
    setReducedMotion(false, 390);
    render(<CoreFeaturesSection id="cf" section={{ heading: 'Core Features' }} cards={cards(5)} />);
    expect(layoutOf('Core Features')).toBe('grid');
  });

  it('with reduced motion the horizontal sections are a plain vertical grid', () => {
    setReducedMotion(true);
    render(<CoreFeaturesSection id="cf" section={{ heading: 'Core Features' }} cards={cards(6)} />);
    expect(layoutOf('Core Features')).toBe('grid');
  });
});

describe('card sections', () => {
  it('process steps keep the title whole and cut a description past 150 at a word', () => {
    const title = 'Discovery, Audit and Automation Roadmap';
    render(
      <ProcessFlowSection
        id="p"
        section={{ heading: 'Process' }}
        steps={[{ stepNumber: 1, title, description: 'step '.repeat(40) }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(`Step 1: ${title}`);
    expect(screen.getByText(`${'step '.repeat(29)}step\u2026`)).toBeInTheDocument();
  });

  it('tech list keeps the title whole and cuts a description past 120 at a word; an external CTA books a call', () => {
    render(
      <TechListSection
        id="t"
        section={{ heading: 'Tech' }}
        schedulerUrl="https://cal.example/book"
        data={{
          ctaText: 'Talk to us',
          ctaLink: 'https://elsewhere.example',
          techItems: [{ title: 'Kubernetes and Docker Compose', description: 'tool '.repeat(30) }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Kubernetes and Docker Compose',
    );
    expect(screen.getByText(`${'tool '.repeat(23)}tool\u2026`)).toBeInTheDocument();
    const cta = screen.getByRole('link', { name: /Talk to us/ });
    expect(cta).toHaveAttribute('href', 'https://cal.example/book');
    expect(cta).toHaveAttribute('target', '_blank');
  });

  it('feature cards are focusable so their benefits expand for keyboard users too', () => {
    render(
      <FeatureCards
        label="Features"
        cards={[{ title: 'Fast', description: 'Quick', benefits: ['One', 'Two'] }]}
      />,
    );
    expect(screen.getByRole('article')).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('One')).toBeInTheDocument();
  });
});
