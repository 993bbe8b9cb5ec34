import { act, fireEvent, render, screen } from '@testing-library/react';
import { NavDropdown } from '../nav-dropdown';
import { buildServicesMenu } from '@/lib/navigation/menu-model';
import type { Service } from '@/lib/content/types';

function service(slug: string): Service {
  return {
    id: slug,
    slug,
    title: `Title ${slug}`,
    shortDescription: `About ${slug}`,
    fullDescription: '',
    bannerPath: '',
    icon: '',
    featured: false,
    order: 1,
  };
}

const item = buildServicesMenu(
  ['business-automation', 'ai-development', 'devops-services', 'cloud-services'].map(service),
);

function renderDropdown() {
  render(
    <ul>
      <NavDropdown
        item={item}
        icons={{ chevron: <svg />, badge: <svg /> }}
        toggleLabel="Services menu"
      />
    </ul>,
  );
  const toggle = screen.getByRole('button', { name: 'Services menu' });
  // Drawn when it first opens.
  const panel = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  const entry = toggle.closest('li')!;
  return { toggle, panel, entry };
}

/** Lays the panel out at `naturalLeft` (plus the shift placement gave it) in a viewport. */
function layOutPanel(naturalLeft: number, width: number) {
  const panelOf = (element: Element) =>
    element instanceof HTMLElement && element.classList.contains('nav-dropdown__panel');
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return panelOf(this) ? width : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const left = panelOf(this) ? naturalLeft + Number(this.dataset.offsetX ?? 0) : 0;
    return { left, right: left + width, width } as DOMRect;
  });
}

function setViewportWidth(value: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value });
}

describe('header dropdown (keyboard and ARIA)', () => {
  it('draws every link when first opened and the overview link to /services', () => {
    const { panel, toggle } = renderDropdown();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(panel()).toBeNull();
    fireEvent.click(toggle);
    const hrefs = Array.from(panel().querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/services/business-automation',
      '/services/ai-development',
      '/services/devops-services',
      '/services/cloud-services',
    ]);
    expect(panel()).toHaveTextContent('Trending Solutions');
    expect(panel()).toHaveTextContent('Hot');
    expect(panel()).toHaveTextContent('All Services');
    // Closed again, the panel stays drawn (hidden), so it can fade out and reopen at once.
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toBeInTheDocument();
  });

  it('is closed at first, with aria-controls naming the panel it draws', () => {
    const { toggle, panel, entry } = renderDropdown();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.getAttribute('aria-controls')).toBeTruthy();
    expect(entry).toHaveAttribute('data-open', 'false');
    fireEvent.click(toggle);
    expect(panel()).toBeInTheDocument();
  });

  it('opens on Enter/Space (button activation) and toggles closed again', () => {
    const { toggle, entry } = renderDropdown();
    fireEvent.click(toggle); // keyboard Enter/Space on a <button> dispatches click
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(entry).toHaveAttribute('data-open', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowDown and moves focus through the links with the arrow keys, Home and End', () => {
    const { toggle, panel } = renderDropdown();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = Array.from(panel().querySelectorAll('a'));
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(document.activeElement).toBe(links[3]);
    fireEvent.keyDown(links[3]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]); // wraps around
    fireEvent.keyDown(links[0]!, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const { toggle, panel } = renderDropdown();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    const firstLink = panel().querySelector('a')!;
    expect(document.activeElement).toBe(firstLink);
    fireEvent.keyDown(firstLink, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });

  it('opens on hover and closes when the pointer leaves', () => {
    const { toggle, entry } = renderDropdown();
    fireEvent.mouseEnter(entry);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(entry);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a panel hover opened when the pointer then clicks the chevron; the next click closes it', () => {
    const { toggle, entry } = renderDropdown();
    fireEvent.mouseEnter(entry);
    // A mouse click (or a tap, which also sends mouseenter first) has a click count.
    fireEvent.click(toggle, { detail: 1 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle, { detail: 1 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle, { detail: 1 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles on Enter or Space (a click without a count) even under a hovering pointer', () => {
    const { toggle, entry } = renderDropdown();
    fireEvent.mouseEnter(entry);
    fireEvent.click(toggle, { detail: 0 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves the entry', () => {
    const { toggle } = renderDropdown();
    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: document.body });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('places a panel inside the 2% margin as it opens, and again 300 ms after load', () => {
    jest.useFakeTimers();
    try {
      const { entry, panel } = renderDropdown();
      layOutPanel(700, 400);
      setViewportWidth(1000);
      fireEvent.mouseEnter(entry);
      // 1000 px viewport: margin 20; the panel's end (1100) moves back to 980.
      expect(panel().style.transform).toBe('translateX(-120px)');
      expect(panel().style.maxWidth).toBe('960px');
      // The page's width changes before the 300 ms placement (a scrollbar appears).
      setViewportWidth(900);
      act(() => jest.advanceTimersByTime(299));
      expect(panel().style.transform).toBe('translateX(-120px)');
      act(() => jest.advanceTimersByTime(1));
      expect(panel().style.transform).toBe('translateX(-218px)');
      expect(panel().style.maxWidth).toBe('864px');
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });

  it('re-places a drawn panel 150 ms after resizing stops', () => {
    jest.useFakeTimers();
    try {
      const { entry, panel } = renderDropdown();
      layOutPanel(100, 400);
      setViewportWidth(2000);
      fireEvent.mouseEnter(entry);
      fireEvent.mouseLeave(entry);
      act(() => jest.advanceTimersByTime(300));
      expect(panel().style.transform).toBe('');

      setViewportWidth(400);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(100);
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(149);
      });
      expect(panel().style.transform).toBe('');
      act(() => jest.advanceTimersByTime(1));
      // 400 px viewport: margin 8, room 384; the panel (400) is capped and pinned at 8 px.
      expect(panel().style.transform).toBe('translateX(-92px)');
      expect(panel().style.maxWidth).toBe('384px');
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });
});
