/** @jest-environment node */
import { breadcrumbJsonLd, cmsJsonLd, serializeJsonLd, serviceJsonLd } from '../json-ld';

const SITE = 'https://www.example-agency.com';

describe('serializeJsonLd', () => {
  it('cannot be closed from inside by CMS text in any casing or spacing', () => {
    const hostile = {
      name: '</script ><img src=x onerror=alert(1)>',
      note: '</SCRIPT>',
      c: '<!-- x -->',
    };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('escapes line and paragraph separators and ampersands, keeping the value', () => {
    const value = { text: 'a\u2028b\u2029c & d' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[\u2028\u2029&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('structured data builders', () => {
  it('builds a BreadcrumbList with absolute URLs and 1-based positions', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Services', path: '/services' },
        ],
        SITE,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      inLanguage: 'en',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: SITE },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
      ],
    });
  });

  it('builds a Service provided by the organisation', () => {
    expect(
      serviceJsonLd(
        { title: 'Automation', shortDescription: 'We automate.', slug: 'automation' },
        SITE,
      ),
    ).toMatchObject({
      '@type': 'Service',
      name: 'Automation',
      url: `${SITE}/services/automation`,
      provider: { '@type': 'Organization', name: 'Octaacer', url: SITE },
    });
  });

  it('adds a schema.org context to a CMS schema without one, and ignores non-objects', () => {
    expect(cmsJsonLd({ '@type': 'FAQPage' })).toEqual({
      '@context': 'https://schema.org',
      inLanguage: 'en',
      '@type': 'FAQPage',
    });
    expect(cmsJsonLd({ '@context': 'https://schema.org/', '@type': 'X' })).toEqual({
      '@context': 'https://schema.org/',
      inLanguage: 'en',
      '@type': 'X',
    });
    expect(cmsJsonLd(undefined)).toBeUndefined();
  });
});
