/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadContent, restoreContentEnv } from '@/lib/content/__tests__/env-helper';

/**
 * The careers list through the real content layer: a local server answers Directus REST shapes
 * (GET /items/{prefix}_jobs → { data: [...] }), lib/content maps them, the open positions block
 * renders them with its bundled copy.
 */
let server: Server;
let baseUrl: string;
let jobs: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const known = new URL(req.url ?? '/', 'http://cms').pathname === '/items/octa_jobs';
    res.writeHead(known ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(known ? { data: jobs } : { errors: [{ message: 'Not found' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  restoreContentEnv();
});

async function renderOpenPositions(): Promise<string> {
  await loadContent({
    DIRECTUS_URL: baseUrl,
    DIRECTUS_TOKEN: 'token',
    DIRECTUS_COLLECTION_PREFIX: 'octa',
  });
  // Imported after loadContent's module reset, so the block, the renderer and the icons share
  // one React and the content layer configured above.
  const { OpenPositionsBlock } = await import('../open-positions-block');
  const { careersPageBlocks } = await import('@/content-fallback/page-blocks/careers');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const block = careersPageBlocks.find((candidate) => candidate.type === 'open_positions');
  if (block?.type !== 'open_positions') throw new Error('careers has no open positions block');
  return renderToStaticMarkup(await OpenPositionsBlock({ id: block.id, data: block.data }));
}

describe('careers open positions block through the content layer', () => {
  it("an empty job list shows 'No Open Positions' and 'Send Us Your Resume' with subject 'Future Opportunities'", async () => {
    jobs = [];
    const html = await renderOpenPositions();
    expect(html).toContain('No Open Positions');
    expect(html).toMatch(
      /<a href="mailto:careers@octaacer\.com\?subject=Future%20Opportunities"[^>]*>Send Us Your Resume<\/a>/,
    );
    expect(html).not.toContain('data-testid="job-card"');
  });

  it("a CMS job without location, slug or summary: 'DHA Phase 4 Lahore, Pakistan', its description cut at a word, a page of its own and its Apply form", async () => {
    jobs = [{ id: 7, title: 'QA Engineer', description: 'x'.repeat(90) + ' ' + 'y'.repeat(90) }];
    const html = await renderOpenPositions();
    expect(html).not.toContain('No Open Positions');
    expect(html).toContain('DHA Phase 4 Lahore, Pakistan');
    // Never half a word: the y-word does not fit in 150 characters, so it is left out whole.
    expect(html).toContain(`<span aria-hidden="true">${'x'.repeat(90)}\u2026</span>`);
    expect(html).toContain(`<span class="sr-only">${'x'.repeat(90)} ${'y'.repeat(90)}</span>`);
    expect(html).toContain('href="/careers/qa-engineer-7"');
    expect(html).toContain('href="/careers/qa-engineer-7#contact"');
    expect(html).toContain('data-animate-on-view');
  });
});

describe('the apply subject template', () => {
  it('puts the job title where {job} stands, or after the text when the editor left it out', async () => {
    const { applicationSubject } = await import('@/lib/routes/careers');
    expect(applicationSubject('Application for {job}', 'QA Engineer')).toBe(
      'Application for QA Engineer',
    );
    expect(applicationSubject('Bewerbung:', 'QA Engineer')).toBe('Bewerbung: QA Engineer');
  });
});
