/** @jest-environment node */
import { previewUrlTemplates, visualEditorUrl, withPreviewUrls } from '../preview';
import { loadSnapshot, type Snapshot } from '@/scripts/cms-seed';

const options = { siteUrl: 'https://www.example.com/', draftSecret: 's3cr&t' };

describe('preview URLs seeded into Directus', () => {
  it('open /api/draft with the secret, the item path and the content version', () => {
    const urls = previewUrlTemplates(options, false);
    expect(urls.services).toBe(
      'https://www.example.com/api/draft?secret=s3cr%26t&slug=/services/{{slug}}&version={{$version}}',
    );
    expect(urls.industries).toContain('&slug=/industries/{{slug}}&');
    expect(urls.projects).toContain('&slug=/portfolios/{{slug}}&');
    // Without a permalink the site maps a page's slug to its route (lp-x → /lp/x).
    expect(urls.pages).toContain('&page={{slug}}&version={{$version}}');
    expect(previewUrlTemplates(options, true).pages).toContain(
      '&page={{slug}}&slug={{permalink}}&version={{$version}}',
    );
    expect(visualEditorUrl(options)).toBe(
      'https://www.example.com/api/draft?secret=s3cr%26t&slug=/&version={{$version}}',
    );
  });

  it('the committed snapshot has no secret; the seed fills in the four collections only', () => {
    const snapshot = loadSnapshot('octaacer');
    const meta = (s: Snapshot, name: string) =>
      (
        s.collections.find((entry) => entry.collection === name) as unknown as {
          meta: { preview_url: string | null; versioning: boolean };
        }
      ).meta;
    for (const parent of ['pages', 'services', 'industries', 'projects']) {
      expect(meta(snapshot, `octaacer_${parent}`)).toMatchObject({
        preview_url: null,
        versioning: true,
      });
    }
    const seeded = withPreviewUrls(snapshot, 'octaacer', options);
    expect(meta(seeded, 'octaacer_projects').preview_url).toContain('/portfolios/{{slug}}');
    expect(meta(seeded, 'octaacer_jobs').preview_url).toBeNull();
    expect(meta(snapshot, 'octaacer_projects').preview_url).toBeNull();
    expect(withPreviewUrls(snapshot, 'octaacer', undefined)).toBe(snapshot);
  });
});
