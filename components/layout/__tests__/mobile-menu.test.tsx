import { fireEvent, render, screen, within } from '@testing-library/react';
import { LanguageSwitcher } from '../language-switcher';
import { MobileMenu } from '../mobile-menu';
import { buildMainMenu } from '@/lib/navigation/menu-model';
import type { IndustryCard, Service } from '@/lib/content/types';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const services: Service[] = ['business-automation', 'cloud-services'].map((slug) => ({
  id: slug,
  slug,
  title: `Title ${slug}`,
  shortDescription: '',
  fullDescription: '',
  bannerPath: '',
  icon: '',
  featured: false,
  order: 1,
}));
const industries: IndustryCard[] = [
  {
    id: 'finance',
    slug: 'finance',
    title: 'Finance',
    shortDescription: '',
    iconPath: '',
    order: 1,
    featured: false,
  },
];
const menu = buildMainMenu(services, industries);
// The header draws these on the server; any markup will do here.
const icons = {
  chevron: <svg data-icon="chevron" />,
  badge: <svg data-icon="badge" />,
  open: <svg />,
  close: <svg />,
};

const labels = {
  nav: 'Mobile',
  open: 'Open menu',
  close: 'Close menu',
  submenuToggle: '{label} menu',
  languages: 'Language',
};

const locked = () => document.documentElement.classList.contains('scroll-locked');

beforeAll(() => {
  window.matchMedia = jest.fn().mockReturnValue({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });
});

beforeEach(() => {
  mockPathname = '/';
});

describe('mobile menu (hamburger, expandable groups, scroll locked while open)', () => {
  it('opens from the hamburger and locks page scrolling, then unlocks on close', () => {
    render(<MobileMenu items={menu} icons={icons} labels={labels} />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(); // hidden
    expect(locked()).toBe(false);

    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAccessibleName('Close menu');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(locked()).toBe(true);

    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
  });

  it('draws its links only while open (the desktop bar carries them for crawlers) and offers every primary destination and the call to action', () => {
    const { container } = render(
      <MobileMenu
        items={menu}
        icons={icons}
        labels={labels}
        extraLinks={[
          { id: 'contact', label: 'Contact Us', href: '/contact' },
          { id: 'careers', label: 'Careers', href: '/careers' },
        ]}
        cta={{ id: 'cta', label: 'Free Health Check', href: '/contact' }}
      />,
    );
    const hrefs = () =>
      Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(hrefs()).toEqual(
      expect.arrayContaining([
        '/services',
        '/services/business-automation',
        '/industries/finance',
        '/process',
        '/portfolios',
        '/about',
        '/contact',
        '/careers',
      ]),
    );
    expect(screen.getByRole('link', { name: 'About' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Free Health Check' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('expands a group to show its sections and links', () => {
    render(<MobileMenu items={menu} icons={icons} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const servicesToggle = screen.getByRole('button', { name: 'Services menu' });
    expect(
      screen.queryByRole('link', { name: 'Title business-automation' }),
    ).not.toBeInTheDocument();
    fireEvent.click(servicesToggle);
    expect(servicesToggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Title business-automation' })).toBeVisible();
    expect(screen.getByText('Trending Solutions')).toBeVisible();
    expect(screen.getByText('Hot')).toBeVisible();
    // One group at a time: opening Industries folds Services.
    fireEvent.click(screen.getByRole('button', { name: 'Industries menu' }));
    expect(servicesToggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, unlocks scrolling and returns focus to the hamburger', () => {
    render(<MobileMenu items={menu} icons={icons} labels={labels} />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(hamburger);
    expect(locked()).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(locked()).toBe(false);
    expect(document.activeElement).toBe(hamburger);
  });

  it('closes when a link is followed', () => {
    render(<MobileMenu items={menu} icons={icons} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Our Process' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(locked()).toBe(false);
  });

  it('closes when the route changes (back/forward)', () => {
    const { rerender } = render(<MobileMenu items={menu} icons={icons} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(locked()).toBe(true);
    mockPathname = '/about';
    rerender(<MobileMenu items={menu} icons={icons} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(locked()).toBe(false);
  });

  it('releases the lock if unmounted while open', () => {
    const { unmount } = render(<MobileMenu items={menu} icons={icons} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    unmount();
    expect(locked()).toBe(false);
  });

  it("speaks the page's language and ends with the language switcher it is given", () => {
    mockPathname = '/tr/contact';
    render(
      <MobileMenu
        items={menu}
        icons={icons}
        labels={{
          nav: 'Mobil',
          open: 'Menüyü aç',
          close: 'Menüyü kapat',
          submenuToggle: '{label} menüsü',
          languages: 'Dil',
        }}
        languages={<LanguageSwitcher current="tr" label="Dil" />}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
    const nav = screen.getByRole('navigation', { name: 'Mobil' });
    expect(within(nav).getByRole('button', { name: `${menu[0]!.label} menüsü` })).toBeVisible();
    const languages = within(within(nav).getByRole('list', { name: 'Dil' })).getAllByRole('link');
    expect(languages.map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      '/ar/contact',
      '/tr/contact',
    ]);
    expect(languages[2]).toHaveAttribute('aria-current', 'page');
  });
});
