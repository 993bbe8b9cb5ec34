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
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  const entry = toggle.closest('li')!;
  return { toggle, panel, entry };
}

describe('header dropdown (keyboard and ARIA)', () => {
  beforeAll(() => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });

  it('draws every link once hydrated and the overview link to /services', () => {
    const { panel } = renderDropdown();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    const hrefs = Array.from(panel.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/services/business-automation',
      '/services/ai-development',
      '/services/devops-services',
      '/services/cloud-services',
    ]);
    expect(panel).toHaveTextContent('Trending Solutions');
    expect(panel).toHaveTextContent('Hot');
    expect(panel).toHaveTextContent('All Services');
  });

  it('is closed at first, with aria-controls pointing at the panel', () => {
    const { toggle, panel, entry } = renderDropdown();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toBeInTheDocument();
    expect(entry).toHaveAttribute('data-open', 'false');
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
    const links = Array.from(panel.querySelectorAll('a'));
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
    const firstLink = panel.querySelector('a')!;
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

  it('closes when focus leaves the entry', () => {
    const { toggle } = renderDropdown();
    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: document.body });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shifts an overflowing panel back inside the 2% margin 300 ms after load', () => {
    jest.useFakeTimers();
    try {
      const { panel } = renderDropdown();
      Object.defineProperty(document.documentElement, 'clientWidth', {
        configurable: true,
        value: 1000,
      });
      Object.defineProperty(panel, 'scrollWidth', { configurable: true, value: 400 });
      panel.getBoundingClientRect = () => ({ left: 700, right: 1100, width: 400 }) as DOMRect;
      act(() => jest.advanceTimersByTime(299));
      expect(panel.style.transform).toBe('');
      act(() => jest.advanceTimersByTime(1));
      expect(panel.style.transform).toBe('translateX(-120px)');
      expect(panel.style.maxWidth).toBe('960px');
    } finally {
      jest.useRealTimers();
    }
  });

  it('re-places the panel 150 ms after resizing stops', () => {
    jest.useFakeTimers();
    try {
      const { panel } = renderDropdown();
      Object.defineProperty(panel, 'scrollWidth', { configurable: true, value: 400 });
      Object.defineProperty(document.documentElement, 'clientWidth', {
        configurable: true,
        value: 2000,
      });
      panel.getBoundingClientRect = () => ({ left: 100, right: 500, width: 400 }) as DOMRect;
      act(() => jest.advanceTimersByTime(300));
      expect(panel.style.transform).toBe('');

      Object.defineProperty(document.documentElement, 'clientWidth', {
        configurable: true,
        value: 400,
      });
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(100);
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(149);
      });
      expect(panel.style.transform).toBe('');
      act(() => jest.advanceTimersByTime(1));
      // 400 px viewport: margin 8, room 384; the panel (400) is capped and pinned at 8 px.
      expect(panel.style.transform).toBe('translateX(-92px)');
      expect(panel.style.maxWidth).toBe('384px');
    } finally {
      jest.useRealTimers();
    }
  });
});
