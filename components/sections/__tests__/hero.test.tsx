import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HeroView, splitHeroTitle, type HeroProps } from '@/components/sections/hero';
import type { HeroSection } from '@/lib/content/types';
import { heroDefaults } from '@/content-fallback/pages/shared-sections';
import { heroBoxRatio } from '@/components/sections/hero-image';

const baseHero: HeroSection = {
  id: 'hero-services',
  key: 'services',
  title: 'Software that puts your business on',
  titlePrimary: 'Auto-Pilot',
  description: 'We design, build and automate.',
  showClientLogos: false,
  showTrustSignals: false,
};

const SCHEDULER_URL = 'https://calendly.com/octaacer/strategy-call';

/** The hero as Hero renders it once the booking link is resolved. */
function Hero(props: HeroProps) {
  return <HeroView {...props} schedulerUrl={SCHEDULER_URL} />;
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('Hero', () => {
  beforeEach(() => mockReducedMotion(false));

  it('renders the full title in the markup as the single h1 before any typing', () => {
    render(<Hero hero={baseHero} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleName('Software that puts your business on Auto-Pilot');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('puts the full title in the server HTML for crawlers, with the animated copy aria-hidden', () => {
    const html = renderToString(<Hero hero={baseHero} />);
    expect(html).toContain('<span class="sr-only">Auto-Pilot</span>');
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>/);
    expect(html).toContain('Software that puts your business on');
  });

  it('shows the trust signals only when the hero is flagged for them', () => {
    const { unmount } = render(<Hero hero={baseHero} />);
    expect(screen.queryByText('Free Consultation')).not.toBeInTheDocument();
    unmount();

    render(<Hero hero={{ ...baseHero, showTrustSignals: true }} />);
    const list = screen.getByRole('list', { name: 'Why clients choose us' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free Consultation', 'Book Today', '500+ Projects']);
  });

  it('sends the default call to action to /contact and renders secondary actions', () => {
    render(
      <Hero hero={baseHero} secondaryActions={[{ label: 'View Our Work', href: '/portfolios' }]} />,
    );
    expect(screen.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'View Our Work' })).toHaveAttribute(
      'href',
      '/portfolios',
    );
  });

  it('uses the record button; an http/mailto/tel link books a call: the scheduler in a new tab', () => {
    render(
      <Hero
        hero={{ ...baseHero, buttonTitle: 'Book Now', ctaLink: 'https://example.com/somewhere' }}
      />,
    );
    const link = screen.getByRole('link', { name: /Book Now/ });
    expect(link).toHaveAttribute('href', SCHEDULER_URL);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps an in-app record link as navigation and defaults to /contact', () => {
    const { unmount } = render(
      <Hero hero={{ ...baseHero, buttonTitle: 'See pricing', ctaLink: '/services' }} />,
    );
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/services');
    unmount();
    render(<Hero hero={baseHero} />);
    expect(screen.getByRole('link', { name: heroDefaults.buttonTitle })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows the highlighted words until the start delay, then types them 50 ms apart and completes', () => {
    jest.useFakeTimers();
    render(<Hero hero={baseHero} typewriterDelayMs={200} />);
    const visible = screen.getByTestId('typewriter-visible');
    const typed = () =>
      visible.textContent!.slice(
        0,
        visible.textContent!.length -
          (visible.querySelector('.invisible')?.textContent?.length ?? 0),
      );
    // As served: the whole heading, visible before (or without) the script.
    expect(typed()).toBe('Auto-Pilot');
    act(() => jest.advanceTimersByTime(199));
    expect(typed()).toBe('Auto-Pilot');
    act(() => jest.advanceTimersByTime(1));
    expect(typed()).toBe('');
    act(() => jest.advanceTimersByTime(50 * 4));
    expect(typed()).toBe('Auto');
    act(() => jest.advanceTimersByTime(50 * 6));
    expect(typed()).toBe('Auto-Pilot');
    expect(visible.parentElement).toHaveAttribute('data-typewriter', 'complete');
    jest.useRealTimers();
  });

  it('replaces a hero image that fails to load by its empty box, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Hero
        hero={{ ...baseHero, heroImage: '/assets/missing.png', heroImageAlt: 'Team at work' }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Team at work' });
    const { width, height } = image as HTMLImageElement;
    // Its box keeps one ratio whichever srcset width loads: the stated one, with the height the
    // optimiser gives the 256 w file the phone layout shows (whole pixels: no scaling at 1x).
    expect(image.style.getPropertyValue('--hero-phone-ratio')).toBe(heroBoxRatio(width, height));
    expect(image.style.getPropertyValue('--hero-ratio')).toBe(`${width} / ${height}`);
    expect(image).toHaveClass('aspect-(--hero-phone-ratio)', 'lg:aspect-(--hero-ratio)');
    expect(heroBoxRatio(1200, 630)).toBe('256 / 134');
    expect(heroBoxRatio(640, 480)).toBe('256 / 192');
    fireEvent.error(image);
    // The same element, now an empty picture of the same aspect ratio: nothing moves.
    expect(image).toHaveAttribute('data-failed-image');
    expect(image).not.toHaveAttribute('srcset');
    expect(decodeURIComponent(image.getAttribute('src')!)).toContain(
      `viewBox="0 0 ${width} ${height}"`,
    );
    fireEvent.error(image);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/assets/missing.png'));
    warn.mockRestore();
  });

  it('shows the whole title at once under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<Hero hero={baseHero} />);
    expect(screen.getByTestId('typewriter-visible').parentElement).toHaveAttribute(
      'data-typewriter',
      'complete',
    );
  });
});

describe('splitHeroTitle', () => {
  it('finds the highlighted part inside the title or appends it', () => {
    expect(splitHeroTitle('Build with AI today', 'AI')).toEqual({
      before: 'Build with',
      primary: 'AI',
      after: 'today',
    });
    expect(splitHeroTitle('Build with', 'AI')).toEqual({
      before: 'Build with',
      primary: 'AI',
      after: '',
    });
    expect(splitHeroTitle('Just a title')).toEqual({
      before: '',
      primary: 'Just a title',
      after: '',
    });
  });
});
