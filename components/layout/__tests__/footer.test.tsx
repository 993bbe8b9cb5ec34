import { render, screen, within } from '@testing-library/react';
import { Footer } from '../footer';
import { complianceBadges, getSchedulerUrl, getSiteConfig } from '@/lib/content';

describe('footer (spec 01 §2 Footer)', () => {
  async function renderFooter() {
    render(await Footer());
    return screen.getByRole('contentinfo');
  }

  it('opens the four social networks in a new tab with accessible names', async () => {
    const footer = await renderFooter();
    const socials = within(within(footer).getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(socials).toHaveLength(4);
    for (const [index, network] of ['Facebook', 'X', 'Instagram', 'YouTube'].entries()) {
      expect(socials[index]).toHaveAccessibleName(expect.stringContaining(network));
      expect(socials[index]).toHaveAttribute('target', '_blank');
      expect(socials[index]).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the e-mail link, the chat-app link with the phone and Schedule a Call to the scheduler', async () => {
    const footer = await renderFooter();
    const site = getSiteConfig();
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    const chat = within(footer).getByRole('link', { name: new RegExp(`WhatsApp ${site.phone.replace(/\+/g, '\\+')}`) });
    expect(chat).toHaveAttribute('href', `https://wa.me/${site.whatsappNumber}`);
    expect(chat).toHaveTextContent(site.phone);
    const schedule = within(footer).getByRole('link', { name: /Schedule a Call/ });
    expect(schedule).toHaveAttribute('href', await getSchedulerUrl());
    expect(schedule).toHaveAttribute('target', '_blank');
  });

  it('lists services with business-automation and ai-development first, each with a blinking dot', async () => {
    const footer = await renderFooter();
    const heading = within(footer).getByRole('heading', { name: 'Services' });
    const links = within(heading.parentElement!).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/services/business-automation');
    expect(links[1]).toHaveAttribute('href', '/services/ai-development');
    expect(links[0]!.querySelector('.footer-blink-dot')).not.toBeNull();
    expect(links[1]!.querySelector('.footer-blink-dot')).not.toBeNull();
    expect(links[2]!.querySelector('.footer-blink-dot')).toBeNull();
    expect(links.length).toBeGreaterThan(2);
  });

  it('has the quick links, company links, privacy policy, copyright with this year and four compliance badges', async () => {
    const footer = await renderFooter();
    const link = (name: string | RegExp) => within(footer).getByRole('link', { name });
    expect(link('Start Free Health Check')).toHaveAttribute('href', '/contact');
    expect(link(/Book Audit/)).toHaveAttribute('href', await getSchedulerUrl());
    expect(link(/Book Audit/)).toHaveAttribute('target', '_blank');
    expect(link('Portfolio')).toHaveAttribute('href', '/portfolios');
    expect(link('Our Process')).toHaveAttribute('href', '/process');
    expect(link('Industries')).toHaveAttribute('href', '/industries');
    expect(link('About Us')).toHaveAttribute('href', '/about');
    expect(link('Contact Us')).toHaveAttribute('href', '/contact');
    expect(link('Careers')).toHaveAttribute('href', '/careers');
    expect(link('Privacy Policy')).toHaveAttribute('href', '/privacy-policy');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Octaacer. All rights reserved.`);
    const badges = within(within(footer).getByRole('list', { name: 'Compliance' })).getAllByRole('listitem');
    expect(badges).toHaveLength(4);
    expect(badges.map((badge) => badge.textContent)).toEqual(complianceBadges.map((badge) => badge.label));
  });
});
