import { act, fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL_LABELS } from '@/content-fallback/ui-labels';
import { localize } from '@/lib/i18n/localize';
import { Carousel } from '../carousel';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const renderCarousel = () =>
  render(
    <Carousel label="Client testimonials" labels={CAROUSEL_LABELS}>
      {['A', 'B', 'C'].map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Carousel>,
  );
const current = () =>
  screen
    .getAllByRole('button', { name: /Show testimonial/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

beforeEach(() => {
  jest.useFakeTimers();
  HTMLElement.prototype.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('Carousel', () => {
  it('is a labelled carousel of slides', () => {
    setReducedMotion(false);
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Client testimonials' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
  });

  it('names its roles and controls in the words it is given (the page language)', () => {
    setReducedMotion(true);
    render(
      <Carousel label="آراء العملاء" labels={localize(CAROUSEL_LABELS, 'ar')}>
        {['A', 'B'].map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'آراء العملاء' })).toHaveAttribute(
      'aria-roledescription',
      'عرض شرائح',
    );
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 من 2',
      '2 من 2',
    ]);
    expect(screen.getByRole('button', { name: 'رأي العميل التالي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض رأي العميل 2' })).toBeInTheDocument();
  });

  it('auto-advances every 5 s and loops back to the first slide', () => {
    setReducedMotion(false);
    renderCarousel();
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(4_999));
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe(2);
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toBe(1);
  });

  it('a manual scroll suspends auto-advance until 1 s after it', () => {
    setReducedMotion(false);
    renderCarousel();
    act(() => jest.advanceTimersByTime(4_000));
    fireEvent.wheel(screen.getAllByRole('group')[0]!.parentElement!);
    act(() => jest.advanceTimersByTime(1_000)); // auto-advance resumes 1 s after the scroll...
    act(() => jest.advanceTimersByTime(4_999)); // ...with a fresh 5 s interval
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe(2);
  });

  it('pause stops it, play resumes it; prev/next and arrow keys move and wrap', () => {
    setReducedMotion(false);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(current()).toBe(1);
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowRight' });
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => jest.advanceTimersByTime(1_000)); // the manual moves above suspended it for 1 s
    act(() => jest.advanceTimersByTime(5_000));
    expect(current()).toBe(3);
  });

  it('with reduced motion it starts paused and never auto-advances', () => {
    setReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    expect(current()).toBe(1);
  });
});
