import { buildPageMetadata, ogImagePath, withEditorSeo, type PageSeo } from '@/lib/seo';
import { mapPage, mapProject, mapSeoFields, mapService } from '@/lib/cms/mappers';

const SITE = 'https://www.example-agency.com';
const CMS = 'https://cms.example.com';
const route: PageSeo = {
  title: 'Fintech Mobile | Portfolio',
  description: 'A banking app.',
  path: '/portfolios/fintech-mobile',
};

describe("an editor's SEO fields over a route's own", () => {
  it('each field an editor set wins; each empty one keeps the route default', () => {
    const metadata = buildPageMetadata(
      withEditorSeo(route, {
        title: 'Mobile banking for the Gulf',
        canonical: '/portfolios/other',
        noindex: false,
      }),
      SITE,
    );
    expect(metadata.title).toEqual({ absolute: 'Mobile banking for the Gulf' });
    expect(metadata.description).toBe('A banking app.');
    expect(metadata.alternates?.canonical).toBe(`${SITE}/portfolios/other`);
    expect(metadata.robots).toBeUndefined();
  });

  it('noindex makes the robots meta say noindex', () => {
    const metadata = buildPageMetadata(withEditorSeo(route, { noindex: true }), SITE);
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it("uses the editor's Open Graph image, else the generated card", () => {
    const own = buildPageMetadata(
      withEditorSeo(route, { ogImage: `${CMS}/assets/abc?width=1200`, noindex: false }),
      SITE,
    );
    expect(own.openGraph?.images).toEqual([
      expect.objectContaining({ url: `${CMS}/assets/abc?width=1200`, width: 1200, height: 630 }),
    ]);
    const generated = buildPageMetadata(route, SITE);
    expect(generated.openGraph?.images).toEqual([
      expect.objectContaining({
        url: `${SITE}${ogImagePath('Fintech Mobile | Portfolio')}`,
      }),
    ]);
  });
});

describe('the SEO fields from the CMS', () => {
  it('map to the same names on services, projects and pages; a file becomes a 1200 × 630 card', () => {
    const fields = {
      seo_title: ' Our title ',
      meta_description: 'Our description',
      og_image: 'file-id',
      canonical_link: '',
      noindex: true,
    };
    const seo = {
      title: 'Our title',
      metaDescription: 'Our description',
      ogImage: `${CMS}/assets/file-id?width=1200&height=630&quality=80&format=jpg&fit=cover`,
      noindex: true,
    };
    expect(mapSeoFields(fields, CMS)).toEqual(seo);
    expect(mapService({ id: 1, title: 'S', slug: 's', ...fields }, CMS).seo).toEqual(seo);
    expect(mapProject({ id: 1, title: 'P', slug: 'p', ...fields }, [], CMS).seo).toEqual(seo);
    const page = mapPage({ slug: 'about', og_image: 'file-id', noindex: true }, [], CMS);
    expect(page).toEqual(expect.objectContaining({ ogImage: seo.ogImage, noindex: true }));
  });

  it('leave an item without them as the bundled one (no seo key)', () => {
    expect(mapSeoFields({ seo_title: '', noindex: false }, CMS)).toBeUndefined();
    expect('seo' in mapService({ id: 1, title: 'S', slug: 's', noindex: false }, CMS)).toBe(false);
    expect(mapPage({ slug: 'about' }, [], CMS)).not.toHaveProperty('noindex');
  });
});
