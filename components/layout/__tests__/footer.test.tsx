import { render, screen, within } from '@testing-library/react';
import { Footer } from '../footer';
import type { Locale } from '@/lib/i18n/locales';

let mockLocale: Locale = 'en';
let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
jest.mock('@/lib/i18n/request-locale', () => ({
  getRequestLocale: () => mockLocale,
  setRequestLocale: (locale: Locale) => (mockLocale = locale),
}));

// The expectations below are the footer's required links, labels and claims, written out, not
// the config the footer reads: a changed link, label or badge there must fail here. The booking
// link and the chat number come from the environment, so the test sets them and expects them.
const SCHEDULER_URL = 'https://calendly.com/footer-test/strategy-call';
process.env.SCHEDULER_URL = SCHEDULER_URL;
process.env.WHATSAPP_NUMBER = '+971 50 123 4567';

describe('footer', () => {
  beforeEach(() => {
    mockLocale = 'en';
    mockPathname = '/';
  });

  async function renderFooter() {
    render(await Footer());
    return screen.getByRole('contentinfo');
  }

  it('opens Facebook, X, Instagram and YouTube in a new tab, in that order, with accessible names', async () => {
    const footer = await renderFooter();
    const socials = within(within(footer).getByRole('list', { name: 'Follow us' })).getAllByRole(
      'link',
    );
    expect(socials).toHaveLength(4);
    for (const [index, network] of ['Facebook', 'X', 'Instagram', 'YouTube'].entries()) {
      expect(socials[index]).toHaveAccessibleName(expect.stringContaining(`on ${network}`));
      expect(socials[index]).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
      expect(socials[index]).toHaveAttribute('target', '_blank');
      expect(socials[index]).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the logo linking home, an e-mail link, the chat-app link with the phone and Schedule a Call to the booking link', async () => {
    const footer = await renderFooter();
    expect(within(footer).getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    const email = within(footer).getByRole('link', { name: /^[^@\s]+@[^@\s]+\.[a-z]+$/ });
    expect(email).toHaveAttribute('href', `mailto:${email.textContent}`);
    // WHATSAPP_NUMBER wins over the site config; the link shows a phone number.
    const chat = within(footer).getByRole('link', { name: /^WhatsApp \+[\d ]+/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(chat.textContent).toMatch(/\+\d[\d ]{7,}/);
    const schedule = within(footer).getByRole('link', { name: /^Schedule a Call/ });
    expect(schedule).toHaveAttribute('href', SCHEDULER_URL);
    expect(schedule).toHaveAttribute('target', '_blank');
  });

  it('lists services in two columns with business-automation and ai-development first, each with a blinking dot', async () => {
    const footer = await renderFooter();
    const heading = within(footer).getByRole('heading', { name: 'Services' });
    const list = heading.parentElement!.querySelector('ul')!;
    expect(list).toHaveClass('grid-cols-2');
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/services/business-automation');
    expect(links[1]).toHaveAttribute('href', '/services/ai-development');
    expect(links[0]!.querySelector('.footer-blink-dot')).not.toBeNull();
    expect(links[1]!.querySelector('.footer-blink-dot')).not.toBeNull();
    expect(links[2]!.querySelector('.footer-blink-dot')).toBeNull();
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/services\/[a-z0-9-]+$/);
  });

  it('has the quick links, company links, privacy policy, copyright with this year and four compliance badges', async () => {
    const footer = await renderFooter();
    const link = (name: string | RegExp) => within(footer).getByRole('link', { name });
    expect(link('Start Free Health Check')).toHaveAttribute('href', '/contact');
    expect(link(/^Book Audit/)).toHaveAttribute('href', SCHEDULER_URL);
    expect(link(/^Book Audit/)).toHaveAttribute('target', '_blank');
    // The 'extra links' of the quick links.
    expect(link('Portfolio')).toHaveAttribute('href', '/portfolios');
    expect(link('Our Process')).toHaveAttribute('href', '/process');
    expect(link('Industries')).toHaveAttribute('href', '/industries');
    expect(link('About Us')).toHaveAttribute('href', '/about');
    expect(link('Contact Us')).toHaveAttribute('href', '/contact');
    expect(link('Careers')).toHaveAttribute('href', '/careers');
    expect(link('Privacy Policy')).toHaveAttribute('href', '/privacy-policy');
    expect(footer).toHaveTextContent(
      new RegExp(`© ${new Date().getFullYear()} \\S+\\. All rights reserved\\.`),
    );
    const badges = within(within(footer).getByRole('list', { name: 'Compliance' })).getAllByRole(
      'listitem',
    );
    expect(badges).toHaveLength(4);
    // Among them the claims SOC 2 Compliant, GDPR Compliant and Expert Team.
    expect(badges.map((badge) => badge.textContent)).toEqual(
      expect.arrayContaining(['SOC 2 Compliant', 'GDPR Compliant', 'Expert Team']),
    );
  });

  it('in Arabic: the words in Arabic, every site link under /ar, and the switcher to this page in each language', async () => {
    mockLocale = 'ar';
    mockPathname = '/ar/services/ai-development';
    const footer = await renderFooter();
    expect(within(footer).getByRole('heading', { name: 'روابط سريعة' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('جميع الحقوق محفوظة');
    for (const english of ['Quick Links', 'Company', 'All rights reserved', 'Follow us'])
      expect(footer).not.toHaveTextContent(english);
    const siteLinks = within(footer)
      .getAllByRole('link')
      // The language links lead to the other languages on purpose.
      .filter((link) => !link.hasAttribute('hreflang'))
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(siteLinks.length).toBeGreaterThan(10);
    for (const href of siteLinks) expect(href).toMatch(/^\/ar(\/|$)/);

    const languages = within(within(footer).getByRole('list', { name: 'اللغة' })).getAllByRole(
      'link',
    );
    expect(languages.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/services/ai-development'],
      ['العربية', '/ar/services/ai-development'],
      ['Türkçe', '/tr/services/ai-development'],
    ]);
    expect(languages.map((link) => link.getAttribute('lang'))).toEqual(['en', 'ar', 'tr']);
    expect(languages.map((link) => link.getAttribute('hreflang'))).toEqual(['en', 'ar', 'tr']);
    expect(languages[1]).toHaveAttribute('aria-current', 'page');
    expect(languages[0]).not.toHaveAttribute('aria-current');
  });
});
