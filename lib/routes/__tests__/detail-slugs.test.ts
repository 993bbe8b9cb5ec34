import { detailSlugRedirect } from '../detail-slugs';

describe('detailSlugRedirect (bundled content, no CMS)', () => {
  it('sends an unknown industry or project to its list in its language (307), a removed job to /careers (301)', async () => {
    await expect(detailSlugRedirect('/industries/space-mining')).resolves.toEqual({
      location: '/industries',
      status: 307,
    });
    await expect(detailSlugRedirect('/ar/portfolios/nope')).resolves.toEqual({
      location: '/ar/portfolios',
      status: 307,
    });
    await expect(detailSlugRedirect('/tr/careers/gone-role')).resolves.toEqual({
      location: '/tr/careers',
      status: 301,
    });
  });

  it("sends an industry's old spelling to its page, and leaves known pages and other routes alone", async () => {
    await expect(detailSlugRedirect('/industries/retail-ecommerce')).resolves.toEqual({
      location: '/industries/retail-e-commerce',
      status: 307,
    });
    await expect(detailSlugRedirect('/industries/retail-e-commerce')).resolves.toBeUndefined();
    await expect(detailSlugRedirect('/portfolios/fintech-mobile')).resolves.toBeUndefined();
    await expect(detailSlugRedirect('/industries')).resolves.toBeUndefined();
    await expect(detailSlugRedirect('/about')).resolves.toBeUndefined();
  });
});
