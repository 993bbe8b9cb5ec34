import { act, render, screen } from '@testing-library/react';
import { AnimatedCounters } from '../animated-counters';

type Callback = (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void;
let trigger: Callback = () => {};

beforeEach(() => {
  jest.useFakeTimers();
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
  })) as unknown as typeof window.matchMedia;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      trigger = callback;
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => jest.useRealTimers());

const items = [
  { value: '50+', label: 'Projects Delivered' },
  { value: '98%', label: 'Client Satisfaction' },
];

describe('AnimatedCounters', () => {
  it('keeps the final value for screen readers and counts up in 60 steps of 33 ms once half visible', () => {
    render(<AnimatedCounters items={items} />);
    const shown = () =>
      screen.getByText((_, element) => element?.getAttribute('data-counter') === '50+');
    expect(shown()).toHaveTextContent('0+');
    expect(screen.getByText('50+', { selector: '.sr-only' })).toBeInTheDocument();
    act(() => trigger([{ isIntersecting: true, intersectionRatio: 0.3 }]));
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toHaveTextContent('0+');
    act(() => trigger([{ isIntersecting: true, intersectionRatio: 0.5 }]));
    act(() => jest.advanceTimersByTime(33 * 30));
    expect(shown()).toHaveTextContent('25+');
    act(() => jest.advanceTimersByTime(33 * 30));
    expect(shown()).toHaveTextContent('50+');
  });

  it('shows final values at once with reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    })) as unknown as typeof window.matchMedia;
    const { container } = render(<AnimatedCounters items={items} />);
    expect(container.querySelector('[data-counter="98%"]')).toHaveTextContent('98%');
    expect(container.querySelector('dl')).toHaveAttribute('data-counter-state', 'done');
  });
});
