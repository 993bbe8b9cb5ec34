import { isExternalHref, resolveCtaLink } from '../cta-link';

const scheduler = 'https://calendly.com/octaacer/strategy-call';

describe('external CTA link rule', () => {
  it.each([
    'https://example.com',
    'http://example.com',
    'mailto:hello@octaacer.com',
    'tel:+923001234567',
    'HTTPS://X.Y',
  ])('%s is external and opens the scheduler in a new tab', (href) => {
    expect(isExternalHref(href)).toBe(true);
    expect(resolveCtaLink(href, scheduler)).toEqual({
      kind: 'book-call',
      href: scheduler,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('keeps in-app links as in-app navigation', () => {
    expect(resolveCtaLink('/portfolios', scheduler)).toEqual({
      kind: 'internal',
      href: '/portfolios',
    });
    expect(resolveCtaLink('#contact', scheduler)).toEqual({ kind: 'internal', href: '#contact' });
    expect(resolveCtaLink('industries', scheduler)).toEqual({
      kind: 'internal',
      href: '/industries',
    });
  });

  it('falls back to /contact when the CMS gives no link', () => {
    expect(resolveCtaLink(undefined, scheduler)).toEqual({ kind: 'internal', href: '/contact' });
    expect(resolveCtaLink('  ', scheduler)).toEqual({ kind: 'internal', href: '/contact' });
  });
});
