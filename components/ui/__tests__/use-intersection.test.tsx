import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useInView, useIntersectionObserver } from '../use-intersection';

type Entry = { isIntersecting: boolean; intersectionRatio: number; target: Element };

/** A hand-driven IntersectionObserver: tests decide what is visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: (entries: Entry[], observer: FakeObserver) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  report(entries: Array<Omit<Entry, 'target'> & { target?: Element }>) {
    const [first] = this.observed;
    this.callback(
      entries.map((entry) => ({ ...entry, target: entry.target ?? first! })),
      this,
    );
  }
}

const latest = () => FakeObserver.all[FakeObserver.all.length - 1]!;

beforeEach(() => {
  FakeObserver.all = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});

function InView({ once, threshold }: { once?: boolean; threshold?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { once, threshold, rootMargin: '100px' });
  return <div ref={ref}>{inView ? 'in view' : 'waiting'}</div>;
}

describe('useInView', () => {
  it('turns true when the element comes within the margin, then stops observing (once)', () => {
    render(<InView />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(latest().options.rootMargin).toBe('100px');
    act(() => latest().report([{ isIntersecting: true, intersectionRatio: 0.1 }]));
    expect(screen.getByText('in view')).toBeInTheDocument();
    expect(latest().disconnected).toBe(true);
  });

  it('with a threshold, waits until that much of the element is visible', () => {
    render(<InView threshold={0.5} />);
    act(() => latest().report([{ isIntersecting: true, intersectionRatio: 0.3 }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => latest().report([{ isIntersecting: true, intersectionRatio: 0.5 }]));
    expect(screen.getByText('in view')).toBeInTheDocument();
  });

  it('without once, follows the element out of view again', () => {
    render(<InView once={false} />);
    act(() => latest().report([{ isIntersecting: true, intersectionRatio: 1 }]));
    expect(screen.getByText('in view')).toBeInTheDocument();
    act(() => latest().report([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<InView />);
    expect(screen.getByText('in view')).toBeInTheDocument();
  });
});

function Marker({ onSeen }: { onSeen: (ids: string[]) => void }) {
  useIntersectionObserver(
    () => document.querySelectorAll('[data-watch]'),
    (entries, observer) => {
      const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
      seen.forEach((target) => observer.unobserve(target));
      onSeen(seen.map((target) => target.id));
    },
    { threshold: 0.1 },
  );
  return null;
}

describe('useIntersectionObserver', () => {
  it('observes every listed element and lets the callback unobserve the ones it handled', () => {
    const seen = jest.fn();
    render(
      <>
        <p id="a" data-watch />
        <p id="b" data-watch />
        <Marker onSeen={seen} />
      </>,
    );
    const observer = latest();
    expect(observer.observed.size).toBe(2);
    expect(observer.options.threshold).toBe(0.1);
    const a = document.getElementById('a')!;
    act(() => observer.report([{ isIntersecting: true, intersectionRatio: 0.2, target: a }]));
    expect(seen).toHaveBeenLastCalledWith(['a']);
    expect([...observer.observed].map((element) => element.id)).toEqual(['b']);
  });

  it('disconnects when the component unmounts', () => {
    const { unmount } = render(
      <>
        <p data-watch />
        <Marker onSeen={() => {}} />
      </>,
    );
    unmount();
    expect(latest().disconnected).toBe(true);
  });
});
