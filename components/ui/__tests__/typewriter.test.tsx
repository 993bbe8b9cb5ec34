import { act, render, screen } from '@testing-library/react';
import { Typewriter } from '../typewriter';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** The typed part: the visible copy less its invisible, untyped rest. */
function typed(): string {
  const visible = screen.getByTestId('typewriter-visible');
  const rest = visible.querySelector('.invisible')?.textContent ?? '';
  // Every state ends in an empty inline box: Chromium's balanced wrapping then breaks the
  // heading's lines the same way while typing as when finished (typewriter.tsx).
  expect(visible.lastElementChild?.outerHTML).toBe('<span></span>');
  return visible.textContent!.slice(0, visible.textContent!.length - rest.length);
}

afterEach(() => jest.useRealTimers());

describe('Typewriter before its script runs', () => {
  it('shows the whole text until the typing starts, so the served heading is complete', () => {
    mockReducedMotion(false);
    jest.useFakeTimers();
    render(<Typewriter text="Auto-Pilot with AI" startDelayMs={200} speedMs={50} />);
    expect(typed()).toBe('Auto-Pilot with AI');
    act(() => jest.advanceTimersByTime(200));
    expect(typed()).toBe('');
    act(() => jest.advanceTimersByTime(50));
    expect(typed()).toBe('A');
  });
});

describe('Typewriter in Arabic', () => {
  it('shows whole words only while typing, never a half-joined letter', () => {
    mockReducedMotion(false);
    jest.useFakeTimers();
    const text = 'الطيار الآلي';
    render(<Typewriter text={text} startDelayMs={0} speedMs={50} />);
    const seen = new Set<string>();
    for (let step = 0; step <= text.length; step += 1) {
      act(() => jest.advanceTimersByTime(50));
      seen.add(typed());
    }
    expect([...seen]).toEqual(['', 'الطيار', 'الطيار ', text]);
    expect(screen.getByTestId('typewriter-visible').parentElement).toHaveAttribute(
      'data-typewriter',
      'complete',
    );
  });

  it('shows the whole text at once with reduced motion', () => {
    mockReducedMotion(true);
    render(<Typewriter text="الطيار الآلي" />);
    expect(typed()).toBe('الطيار الآلي');
  });
});
