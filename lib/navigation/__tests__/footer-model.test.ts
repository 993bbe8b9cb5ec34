import type { Service } from '@/lib/content/types';
import { buildChatHref, buildFooterModel, orderFooterServices } from '../footer-model';

function service(slug: string): Service {
  return {
    id: slug,
    slug,
    title: `T ${slug}`,
    shortDescription: '',
    fullDescription: '',
    bannerPath: '',
    icon: '',
    featured: false,
    order: 1,
  };
}

const site = {
  email: 'hello@octaacer.com',
  whatsappNumber: '+92 300 1234567',
  socials: [
    { network: 'youtube', label: 'YouTube', href: 'https://youtube.com/@o' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://linkedin.com/o' },
    { network: 'facebook', label: 'Facebook', href: 'https://facebook.com/o' },
    { network: 'x', label: 'X', href: 'https://x.com/o' },
    { network: 'instagram', label: 'Instagram', href: 'https://instagram.com/o' },
  ],
} as const;

describe('footer model', () => {
  it('lists business-automation and ai-development first, highlighted, then the others in order', () => {
    const links = orderFooterServices(
      ['cloud-services', 'ai-development', 'devops-services', 'business-automation'].map(service),
    );
    expect(links.map((l) => l.href)).toEqual([
      '/services/business-automation',
      '/services/ai-development',
      '/services/cloud-services',
      '/services/devops-services',
    ]);
    expect(links.map((l) => Boolean(l.highlighted))).toEqual([true, true, false, false]);
  });

  it('shows Facebook, X, Instagram and YouTube in that order', () => {
    const model = buildFooterModel(
      { ...site, socials: [...site.socials] },
      [],
      'https://cal.example/x',
    );
    expect(model.socials.map((s) => s.network)).toEqual(['facebook', 'x', 'instagram', 'youtube']);
  });

  it('links Quick Links: Start Free Health Check to /contact and Book Audit to the scheduler in a new tab', () => {
    const model = buildFooterModel({ ...site, socials: [] }, [], 'https://cal.example/x');
    expect(model.quickLinks).toEqual([
      { label: 'Start Free Health Check', href: '/contact', external: false },
      { label: 'Book Audit', href: 'https://cal.example/x', external: true },
      { label: 'Portfolio', href: '/portfolios', external: false },
      { label: 'Our Process', href: '/process', external: false },
      { label: 'Industries', href: '/industries', external: false },
    ]);
    expect(model.companyLinks.map((l) => [l.label, l.href])).toEqual([
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Careers', '/careers'],
    ]);
    expect(model.privacyLink.href).toBe('/privacy-policy');
    expect(model.emailHref).toBe('mailto:hello@octaacer.com');
    expect(model.schedulerHref).toBe('https://cal.example/x');
  });

  it('builds the chat link from the digits of the number', () => {
    expect(buildChatHref('+92 300 1234567')).toBe('https://wa.me/923001234567');
  });
});
