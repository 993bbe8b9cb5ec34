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
        // The generated card shows the title: that is what it is.
        alt: 'Fintech Mobile | Portfolio',
      }),
    ]);
  });

  it("describes the editor's image with the editor's words, never with another image's", () => {
    const described = buildPageMetadata(
      withEditorSeo(route, {
        ogImage: `${CMS}/assets/abc?width=1200`,
        ogImageAlt: 'The FinTech app: balance, transfer and insights screens',
        noindex: false,
      }),
      SITE,
    );
    expect(described.openGraph?.images).toEqual([
      expect.objectContaining({ alt: 'The FinTech app: balance, transfer and insights screens' }),
    ]);
    // The item's image without words: the title, not the route's description of its own image.
    const withRouteImage = {
      ...route,
      ogImage: `${CMS}/assets/route`,
      ogImageAlt: 'Route picture',
    };
    const itemImage = buildPageMetadata(
      withEditorSeo(withRouteImage, { ogImage: `${CMS}/assets/item`, noindex: false }),
      SITE,
    );
    expect(itemImage.openGraph?.images).toEqual([
      expect.objectContaining({ url: `${CMS}/assets/item`, alt: 'Fintech Mobile | Portfolio' }),
    ]);
    // No image of the item's own: the route's image keeps its words.
    const routeImage = buildPageMetadata(
      withEditorSeo(withRouteImage, { title: 'Other', noindex: false }),
      SITE,
    );
    expect(routeImage.openGraph?.images).toEqual([
      expect.objectContaining({ url: `${CMS}/assets/route`, alt: 'Route picture' }),
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

  it("read the image's description with the image only", () => {
    const alt = 'Our team at the Lahore office';
    expect(mapSeoFields({ og_image: 'file-id', og_image_alt: ` ${alt} ` }, CMS)).toEqual(
      expect.objectContaining({ ogImageAlt: alt }),
    );
    expect(mapSeoFields({ seo_title: 'T', og_image_alt: alt }, CMS)).not.toHaveProperty(
      'ogImageAlt',
    );
    expect(mapPage({ slug: 'about', og_image: 'file-id', og_image_alt: alt }, [], CMS)).toEqual(
      expect.objectContaining({ ogImageAlt: alt }),
    );
  });

  it('leave an item without them as the bundled one (no seo key)', () => {
    expect(mapSeoFields({ seo_title: '', noindex: false }, CMS)).toBeUndefined();
    expect('seo' in mapService({ id: 1, title: 'S', slug: 's', noindex: false }, CMS)).toBe(false);
    expect(mapPage({ slug: 'about' }, [], CMS)).not.toHaveProperty('noindex');
  });
});
