/**
 * On-demand revalidation over real HTTP: the app is built against a local server speaking
 * Directus's REST shapes, then served with `next start`. Editing that "CMS" and posting the
 * Directus Flow's body to /api/revalidate must refresh every page that shows the item, without
 * a rebuild; a CMS outage during revalidation must keep the last good content.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DRAFT_MESSAGES } from '@/lib/cms/draft';
import { LAST_GOOD_MESSAGE } from '@/lib/cms/last-good';
import { REVALIDATE_MESSAGES } from '@/lib/revalidate/tags';
import { startApp, type AppServer } from './support/app-server';
import { createFakeDirectus, type FakeDirectus } from './support/fake-directus';
import { NEXT_BIN, ROOT } from './support/paths';

const APP_PORT = 3240;
const UNCONFIGURED_APP_PORT = 3241;
const CMS_PORT = 3250;
const DIST_DIR = '.next-revalidate';
const SECRET = 'integration-revalidate-secret';
/** The promise to editors: an edit shows within 10 s of the Flow's call. */
const EDIT_VISIBLE_WITHIN_MS = 10_000;

const ORIGINAL_TITLE = 'Automation From The CMS';
const RENAMED_TITLE = 'Automation Renamed By An Editor';
const DRAFT_SECRET = 'integration-draft-secret';
const DRAFT_PROJECT_TITLE = 'Unpublished Draft Project';
const NEW_PROJECT = {
  title: 'Harbour Logistics Control Tower',
  slug: 'harbour-logistics-control-tower',
};

function cmsContent(): FakeDirectus['collections'] {
  return {
    octaacer_services: [
      {
        id: 5,
        status: 'published',
        slug: 'automation',
        title: ORIGINAL_TITLE,
        short_description: 'Workflow automation that removes manual steps from operations.',
        description: 'Workflow automation that removes manual steps from operations.',
        featured: true,
        order: 1,
      },
    ],
    octaacer_projects: [
      {
        id: 1,
        status: 'published',
        slug: 'existing-cms-project',
        title: 'Existing CMS Project',
        short_description: 'A project that existed when the site was built.',
        is_featured: true,
      },
      {
        id: 3,
        status: 'draft',
        slug: 'draft-only-project',
        title: DRAFT_PROJECT_TITLE,
        short_description: 'Not published yet: only editors previewing drafts see it.',
      },
    ],
    octaacer_settings: {},
  };
}

function buildAgainst(cms: FakeDirectus): Promise<void> {
  // A fresh folder: Next keeps its data cache (and this site its CMS snapshot) across builds, and
  // a previous run's edits must not leak into this build.
  rmSync(join(ROOT, DIST_DIR), { recursive: true, force: true });
  // Asynchronous on purpose: the fake CMS lives in this process and must answer during the build.
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: DIST_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_IGNORE_TS: '1',
        DIRECTUS_URL: cms.url,
        DIRECTUS_COLLECTION_PREFIX: 'octaacer',
      },
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed:\n${output}`)),
    );
  });
}

async function pageText(app: AppServer, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

function postRevalidate(
  app: AppServer,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${app.url}/api/revalidate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${SECRET}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Polls until every path shows `text`; returns how long that took. */
async function waitUntilShown(app: AppServer, paths: string[], text: string): Promise<number> {
  const started = Date.now();
  const pending = new Set(paths);
  while (pending.size > 0) {
    for (const path of [...pending]) {
      const { status, html } = await pageText(app, path);
      if (status === 200 && html.includes(text)) pending.delete(path);
    }
    if (pending.size === 0) break;
    if (Date.now() - started > EDIT_VISIBLE_WITHIN_MS) {
      throw new Error(
        `'${text}' not shown on ${[...pending].join(', ')} after ${EDIT_VISIBLE_WITHIN_MS} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Date.now() - started;
}

describe('POST /api/revalidate against a build made from a Directus-shaped CMS', () => {
  let cms: FakeDirectus;
  let app: AppServer;

  beforeAll(async () => {
    cms = createFakeDirectus(CMS_PORT, cmsContent());
    await cms.start();
    // Always a new build: the test edits content, so a reused build would start from the edits.
    await buildAgainst(cms);
    app = await startApp(APP_PORT, {
      NEXT_DIST_DIR: DIST_DIR,
      DIRECTUS_URL: cms.url,
      DIRECTUS_COLLECTION_PREFIX: 'octaacer',
      REVALIDATE_SECRET: SECRET,
      DRAFT_SECRET,
      SHOWCASE_ENABLED: '',
    });
  }, 400_000);

  afterAll(async () => {
    await app?.stop();
    await cms?.stop();
  });

  it('fails closed with 503 when REVALIDATE_SECRET is not set', async () => {
    const unconfigured = await startApp(UNCONFIGURED_APP_PORT, {
      NEXT_DIST_DIR: DIST_DIR,
      DIRECTUS_URL: cms.url,
      REVALIDATE_SECRET: '',
      DRAFT_SECRET: '',
      // Same build, flag on at run time: the showcase gate is read per request, not at build.
      SHOWCASE_ENABLED: 'true',
    });
    try {
      const response = await postRevalidate(unconfigured, { all: true });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: REVALIDATE_MESSAGES.notConfigured });
      const draft = await fetch(`${unconfigured.url}/api/draft?secret=x&slug=/`, {
        redirect: 'manual',
      });
      expect(draft.status).toBe(503);
      expect(await draft.json()).toEqual({ error: DRAFT_MESSAGES.notConfigured });
      expect((await pageText(unconfigured, '/showcase')).status).toBe(200);
      expect((await pageText(app, '/showcase')).status).toBe(404);
    } finally {
      await unconfigured.stop();
    }
  });

  it('answers 401 without or with a wrong token, and a clear 4xx for malformed requests', async () => {
    const missing = await fetch(`${app.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"all":true}',
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: REVALIDATE_MESSAGES.unauthorized });
    const wrong = await postRevalidate(app, { all: true }, { authorization: `Bearer ${SECRET}x` });
    expect(wrong.status).toBe(401);

    const cases: Array<[unknown, Record<string, string>, number, string]> = [
      [
        '{"all":true}',
        { 'content-type': 'text/plain' },
        415,
        REVALIDATE_MESSAGES.unsupportedMediaType,
      ],
      ['{"all":', {}, 400, REVALIDATE_MESSAGES.invalidJson],
      ['[1,2]', {}, 400, REVALIDATE_MESSAGES.notAnObject],
      [
        { collection: 'directus_users' },
        {},
        400,
        REVALIDATE_MESSAGES.unknownCollection('directus_users'),
      ],
      [{ tags: ['not-a-tag'] }, {}, 400, REVALIDATE_MESSAGES.unknownTag('not-a-tag')],
      [{ tags: 'x'.repeat(9000) }, {}, 413, REVALIDATE_MESSAGES.tooLarge],
    ];
    for (const [body, headers, status, error] of cases) {
      const response = await postRevalidate(app, body, headers);
      expect({ status: response.status, body: await response.json() }).toEqual({
        status,
        body: { error },
      });
    }
    const get = await fetch(`${app.url}/api/revalidate`);
    expect(get.status).toBe(405);
  });

  it('shows a renamed service on its page, the services list and the header menu of another page within 10 s', async () => {
    const paths = ['/services/automation', '/services', '/about'];
    for (const path of paths) expect((await pageText(app, path)).html).toContain(ORIGINAL_TITLE);

    const services = cms.collections.octaacer_services as Array<Record<string, unknown>>;
    services[0]!.title = RENAMED_TITLE;
    // Without a revalidation the cached pages keep the built content.
    expect((await pageText(app, '/services/automation')).html).toContain(ORIGINAL_TITLE);

    // Exactly what the documented Flow sends on items.update (no key: Directus renders "undefined").
    const flowBody =
      '{"collection":"octaacer_services","keys":["5"],"key":"undefined","event":"octaacer_services.items.update"}';
    const response = await postRevalidate(app, flowBody);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      revalidated: true,
      tags: ['cms:services', 'cms:services:5'],
    });
    const tookMs = await waitUntilShown(app, paths, RENAMED_TITLE);
    expect(tookMs).toBeLessThan(EDIT_VISIBLE_WITHIN_MS);
    for (const path of paths)
      expect((await pageText(app, path)).html).not.toContain(ORIGINAL_TITLE);
  });

  it('lists a project created after the build and serves its detail page', async () => {
    const projects = cms.collections.octaacer_projects as Array<Record<string, unknown>>;
    projects.push({
      id: 2,
      status: 'published',
      short_description: 'Created after the build.',
      ...NEW_PROJECT,
    });

    const response = await postRevalidate(app, {
      collection: 'octaacer_projects',
      key: 2,
      event: 'octaacer_projects.items.create',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tags: ['cms:projects', 'cms:projects:2'] });
    await waitUntilShown(app, ['/portfolios'], NEW_PROJECT.title);
    const detail = await pageText(app, `/portfolios/${NEW_PROJECT.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(NEW_PROJECT.title);
  });

  it('previews drafts with the draft secret: a Preview bar, unpublished items, never cached', async () => {
    const draftUrl = (query: string) => `${app.url}/api/draft?${query}`;
    expect(
      (await fetch(draftUrl('secret=wrong&slug=/portfolios'), { redirect: 'manual' })).status,
    ).toBe(401);
    const offSite = await fetch(draftUrl(`secret=${DRAFT_SECRET}&slug=//evil.example/x`), {
      redirect: 'manual',
    });
    expect(offSite.status).toBe(400);
    expect(await offSite.json()).toEqual({ error: DRAFT_MESSAGES.badSlug });

    const enable = await fetch(draftUrl(`secret=${DRAFT_SECRET}&slug=/portfolios`), {
      redirect: 'manual',
    });
    expect(enable.status).toBe(307);
    expect(new URL(enable.headers.get('location')!, app.url).pathname).toBe('/portfolios');
    const bypass = /__prerender_bypass=[^;]+/.exec(enable.headers.get('set-cookie') ?? '')?.[0];
    expect(bypass).toBeDefined();

    const preview = await fetch(`${app.url}/portfolios`, { headers: { cookie: bypass! } });
    const previewHtml = await preview.text();
    expect(previewHtml).toContain(DRAFT_PROJECT_TITLE);
    expect(previewHtml).toContain('Exit preview');
    expect(preview.headers.get('cache-control')).toMatch(/no-store/);

    // Visitors still get the published, cached page.
    const published = await pageText(app, '/portfolios');
    expect(published.html).not.toContain(DRAFT_PROJECT_TITLE);
    expect(published.html).not.toContain('Exit preview');

    const exit = await fetch(`${app.url}/api/draft/disable`, {
      headers: { cookie: bypass! },
      redirect: 'manual',
    });
    expect(exit.status).toBe(307);
    expect(exit.headers.get('set-cookie')).toMatch(/__prerender_bypass=;/);
  });

  it('keeps the last good content and logs it when the CMS is down during a revalidation', async () => {
    const before = (await pageText(app, '/services/automation')).html;
    expect(before).toContain(RENAMED_TITLE);
    await cms.stop();
    try {
      const response = await postRevalidate(app, { all: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ tags: ['cms'] });
      for (const path of ['/services/automation', '/services', '/portfolios']) {
        const page = await pageText(app, path);
        expect(page.status).toBe(200);
        expect(page.html).toContain(path === '/portfolios' ? NEW_PROJECT.title : RENAMED_TITLE);
      }
      expect(app.output()).toContain(LAST_GOOD_MESSAGE);
    } finally {
      await cms.start();
    }
  });
});
