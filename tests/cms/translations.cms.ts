/**
 * Translations in Directus: cms:seed gives every content collection its Arabic and Turkish rows
 * (the translations interface over `<collection>_translations`); /ar/about shows the Arabic text
 * read from Directus; an editor's change to the Arabic translation of the about hero is live on
 * /ar/about within 10 s while /about stays English; a removed translation shows the English text
 * (not the bundled catalog's). In Chromium, the page's item form shows the translations with
 * language tabs and labelled fields.
 *
 * Ports: CMS_I18N_PORT (Directus, default 8310) and CMS_I18N_SITE_PORT (next start, default
 * 3660); build into CMS_I18N_DIST_DIR (default .next-i18n-cms). Screenshots go to
 * CMS_I18N_SHOTS (default /tmp/i18n-cms-shots).
 */
import { fallbackFacts } from '@/content-fallback/facts';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startDirectus, type RunningDirectus } from '@/scripts/cms-runtime';
import { CHROMIUM_ARGS, resolveChromium } from '@/scripts/chromium-path.mjs';
import {
  buildSite,
  pageText,
  startSite,
  visibleText,
  waitUntil,
  type RunningSite,
  cmsSiteEnv,
} from './support/site';
import { logMeasurements, runSeed } from './support/seed';
import { seededDataDir } from './support/template';

const CMS_PORT = Number(process.env.CMS_I18N_PORT ?? 8310);
const SITE_PORT = Number(process.env.CMS_I18N_SITE_PORT ?? 3660);
const DIST_DIR = process.env.CMS_I18N_DIST_DIR ?? '.next-i18n-cms';
const SHOTS = process.env.CMS_I18N_SHOTS ?? path.join(tmpdir(), 'i18n-cms-shots');
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
/** The bound from an editor's save to the page in that language showing it. */
const EDIT_TO_LIVE_LIMIT_MS = 10_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** What the editor types as the about hero's Arabic heading. */
const EDITED_ARABIC = 'قيمنا الثماني كما كتبها المحرر';

const measurements: Record<string, string> = {};
let dataDir: string;
let directus: RunningDirectus;
let site: RunningSite | undefined;
let browser: Browser | undefined;
let buildOutput = '';

type Json = Record<string, unknown>;

async function admin<T = Json>(method: string, pathname: string, body?: unknown): Promise<T> {
  const send = () =>
    fetch(`${directus.url}${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${directus.secrets.adminToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // Directus may close an idle kept-alive socket as the next read goes out: a read is sent again.
  const response = await send().catch((error: unknown) => {
    if (method !== 'GET') throw error;
    return send();
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

const seedDirectus = () => runSeed(directus, { NEXT_PUBLIC_SITE_URL: SITE_URL });

interface HeroTranslation {
  id: number;
  hero_section_id: number;
  languages_code: string;
  title: string | null;
  title_primary: string | null;
}

async function aboutHero() {
  const [hero] = await admin<Array<{ id: number; title: string; title_primary: string }>>(
    'GET',
    '/items/hero_section?filter[key][_eq]=about&fields=id,title,title_primary',
  );
  const [arabic] = await admin<HeroTranslation[]>(
    'GET',
    `/items/hero_section_translations?filter[hero_section_id][_eq]=${hero!.id}&filter[languages_code][_eq]=ar`,
  );
  return { hero: hero!, arabic };
}

let editor: BrowserContext | undefined;

/** A page of Directus's app, signed in as the admin (an editor's view of the forms). */
async function editorPage(): Promise<Page> {
  if (!editor) {
    browser = await chromium.launch({
      executablePath: resolveChromium() ?? undefined,
      args: [...CHROMIUM_ARGS],
    });
    editor = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await admin('PATCH', '/settings', { project_owner: directus.secrets.adminEmail });
    const login = await editor.request.post(`${directus.url}/auth/login`, {
      data: {
        email: directus.secrets.adminEmail,
        password: directus.secrets.adminPassword,
        mode: 'session',
      },
    });
    expect(login.ok()).toBe(true);
  }
  return editor.newPage();
}

const text = async (route: string) => {
  const { status, html } = await pageText(`${SITE_URL}${route}`);
  return { status, html, words: visibleText(html) };
};

beforeAll(async () => {
  dataDir = seededDataDir('cms-i18n-');
  mkdirSync(SHOTS, { recursive: true });
  directus = await startDirectus({ dataDir, port: CMS_PORT, stdio: 'ignore' });
  const seeded = await seedDirectus();
  if (seeded.status !== 0) throw new Error(`cms:seed failed:\n${seeded.output}`);
  const env = cmsSiteEnv({ directus, distDir: DIST_DIR, siteUrl: SITE_URL, dataDir });
  const build = await buildSite(env);
  buildOutput = build.output;
  measurements['site build'] = `${build.seconds.toFixed(0)} s`;
  if (build.code !== 0) throw new Error(`next build failed:\n${build.output.slice(-3000)}`);
  site = await startSite(env, SITE_PORT);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await directus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  logMeasurements(`Translations test measurements (screenshots in ${SHOTS})`, measurements);
});

describe('translations in Directus', () => {
  it('cms:seed makes the three languages and the Arabic and Turkish rows; a second run changes nothing', async () => {
    const languages = await admin<Array<{ code: string; direction: string }>>(
      'GET',
      '/items/languages?fields=code,direction&sort=code',
    );
    expect(languages).toEqual([
      { code: 'ar', direction: 'rtl' },
      { code: 'en', direction: 'ltr' },
      { code: 'tr', direction: 'ltr' },
    ]);
    const { hero, arabic } = await aboutHero();
    expect(arabic?.title).toBeTruthy();
    expect(arabic?.title).not.toBe(hero.title);
    const second = await seedDirectus();
    expect(second.status).toBe(0);
    expect(second.output).toMatch(/Nothing to change: the CMS is seeded\./);
  }, 180_000);

  it("a second cms:seed brings a translation field's form (note, counter, limit) up to its English field's", async () => {
    type FieldMeta = {
      meta: { note: string | null; options: { softLength?: number } | null; validation: unknown };
    };
    const english = await admin<FieldMeta>('GET', '/fields/octaacer_block_before_after/heading');
    const column = '/fields/octaacer_block_before_after_translations/heading';
    const seeded = await admin<FieldMeta>('GET', column);
    // A translation's limit: the English field's, scaled (translatedTextLimit).
    expect(seeded.meta.options?.softLength).toBeGreaterThan(english.meta.options!.softLength!);
    // As an earlier seed left it, before the English field's note and limit changed.
    await admin('PATCH', column, {
      meta: { note: 'The heading.', options: { softLength: 10 }, validation: null },
    });
    const repaired = await seedDirectus();
    expect(repaired.status).toBe(0);
    expect(repaired.output).toContain(
      'octaacer_block_before_after_translations: form updated (heading)',
    );
    const now = await admin<FieldMeta>('GET', column);
    expect(now.meta).toMatchObject({
      note: seeded.meta.note,
      options: seeded.meta.options,
      validation: seeded.meta.validation,
    });
    const again = await seedDirectus();
    expect(again.output).toMatch(/Nothing to change: the CMS is seeded\./);
  }, 180_000);

  it("/ar/about shows the about hero's Arabic heading as Directus has it", async () => {
    const { arabic } = await aboutHero();
    const page = await text('/ar/about');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(
      /<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/,
    );
    expect(page.words).toContain(arabic!.title!.trim());
  });

  it("an editor's change to the Arabic translation is live on /ar/about within 10 s; /about stays English", async () => {
    const { hero, arabic } = await aboutHero();
    const started = Date.now();
    await admin('PATCH', `/items/hero_section_translations/${arabic!.id}`, {
      title: EDITED_ARABIC,
    });
    const tookMs = await waitUntil(async () => {
      const page = await text('/ar/about');
      return page.words.includes(EDITED_ARABIC) || '/ar/about still shows the earlier heading';
    }, EDIT_TO_LIVE_LIMIT_MS);
    measurements['Arabic hero edit → /ar/about'] =
      `${((Date.now() - started) / 1000).toFixed(1)} s (poll ${tookMs} ms)`;
    const english = await text('/about');
    expect(english.words).toContain(hero.title.trim());
    expect(english.words).not.toContain(EDITED_ARABIC);
  }, 30_000);

  it('a removed translation shows the English text on /ar/about, not the bundled catalog', async () => {
    const { hero, arabic } = await aboutHero();
    const started = Date.now();
    await admin('DELETE', `/items/hero_section_translations/${arabic!.id}`);
    await waitUntil(async () => {
      const page = await text('/ar/about');
      if (page.words.includes(EDITED_ARABIC))
        return '/ar/about still shows the removed translation';
      return (
        page.words.includes(hero.title.trim()) || '/ar/about does not show the English heading'
      );
    }, EDIT_TO_LIVE_LIMIT_MS);
    measurements['Arabic translation removed → English on /ar/about'] =
      `${((Date.now() - started) / 1000).toFixed(1)} s`;
  }, 30_000);

  it('the Arabic and Turkish /lp pages built from Directus keep every block, translations longer than the English included', async () => {
    // The seeded Turkish trust badge (56 characters) runs past its English limit (40) and within a
    // translation's (60); the Arabic ROI figure is a company fact's token and its words.
    expect(buildOutput).not.toMatch(/\[content\][^\n]*left out/);
    expect(buildOutput).not.toMatch(/\[i18n\][^\n]*shows in English/);
    for (const [route, english] of [
      ['/ar/lp/automation-solutions', '/lp/automation-solutions'],
      ['/tr/lp/automation-solutions', '/lp/automation-solutions'],
      ['/ar/lp/ai-development-services', '/lp/ai-development-services'],
      ['/tr/lp/ai-development-services', '/lp/ai-development-services'],
    ] as const) {
      const [translated, original] = await Promise.all([
        pageText(`${SITE_URL}${route}`),
        pageText(`${SITE_URL}${english}`),
      ]);
      expect(translated.status).toBe(200);
      const sections = (html: string) => html.match(/<section\b/g)?.length ?? 0;
      expect({ route, sections: sections(translated.html) }).toEqual({
        route,
        sections: sections(original.html),
      });
    }
    const roi = (await text('/ar/lp/automation-solutions')).words;
    expect(roi).toContain(`\u2066${fallbackFacts.hoursSaved}\u2069 ساعة أسبوعيًا`);
    expect((await text('/tr/lp/automation-solutions')).words).toContain(
      // 54 characters with its "'de hizmet veriyoruz" (the page escapes the apostrophe).
      'BAE, Suudi Arabistan, Türkiye, ABD',
    );
  });

  it("an editor's Arabic translation of an /lp block is live on /ar/lp within 10 s; Directus refuses one past its limit", async () => {
    const [page] = await admin<Array<{ id: number }>>(
      'GET',
      '/items/octaacer_pages?filter[permalink][_eq]=/lp/ai-development-services&fields=id',
    );
    const [junction] = await admin<Array<{ item: string }>>(
      'GET',
      `/items/octaacer_pages_blocks?filter[octaacer_pages_id][_eq]=${page!.id}&filter[collection][_eq]=octaacer_block_cta_band&fields=item`,
    );
    const [row] = await admin<Array<{ id: number; heading: string }>>(
      'GET',
      `/items/octaacer_block_cta_band_translations?filter[octaacer_block_cta_band_id][_eq]=${junction!.item}&filter[languages_code][_eq]=ar&fields=id,heading`,
    );
    // The form tells the editor the translation's limit: 1.5 times the English 40.
    const field = await admin<{ meta: { note: string; options: { softLength: number } } }>(
      'GET',
      '/fields/octaacer_block_cta_band_translations/primaryLabel',
    );
    expect(field.meta.note).toMatch(/At most 60 characters/);
    expect(field.meta.options.softLength).toBe(60);
    await expect(
      admin('PATCH', `/items/octaacer_block_cta_band_translations/${row!.id}`, {
        primaryLabel: 'ا'.repeat(61),
      }),
    ).rejects.toThrow(/400|FAILED_VALIDATION/);

    const edited = 'ابدأ مشروع الذكاء الاصطناعي اليوم';
    const started = Date.now();
    await admin('PATCH', `/items/octaacer_block_cta_band_translations/${row!.id}`, {
      heading: edited,
    });
    await waitUntil(async () => {
      const words = (await text('/ar/lp/ai-development-services')).words;
      return (
        words.includes(edited) || '/ar/lp/ai-development-services still shows the earlier heading'
      );
    }, EDIT_TO_LIVE_LIMIT_MS);
    measurements['Arabic /lp block edit → /ar/lp'] =
      `${((Date.now() - started) / 1000).toFixed(1)} s`;
    expect((await text('/lp/ai-development-services')).words).not.toContain(edited);
  }, 30_000);

  it("the page's item form shows its translations with language tabs and labelled fields", async () => {
    const page = await editorPage();
    const [about] = await admin<Array<{ id: number }>>(
      'GET',
      '/items/octaacer_pages?filter[slug][_eq]=about&fields=id',
    );
    const [arabic] = await admin<Array<{ title: string }>>(
      'GET',
      `/items/octaacer_pages_translations?filter[octaacer_pages_id][_eq]=${about!.id}&filter[languages_code][_eq]=ar&fields=title`,
    );
    await page.goto(`${directus.url}/admin/content/octaacer_pages/${about!.id}`);
    const field = page.locator('[data-field="translations"], .field:has(.translations)').first();
    await field.waitFor({ timeout: 30_000 });
    await field.scrollIntoViewIfNeeded();
    // Loaded: the Arabic tab opens first and shows the page's Arabic title in its input.
    await waitUntil(async () => {
      const values = await field
        .locator('input')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      return values.includes(arabic!.title) || `the Arabic title is not shown yet: ${values}`;
    }, 30_000);
    await page.screenshot({ path: path.join(SHOTS, 'page-translations-1440.png') });
    const words = await field.innerText();
    measurements['translations field text'] = JSON.stringify(words.slice(0, 300));
    // The menu names the language; the fields carry the English form's labels and notes.
    expect(words).toContain('Arabic (العربية)');
    expect(words).toMatch(/Title/);
    expect(words).toMatch(/Description/);
    expect(words).toMatch(/English is the form above/);
    // Turkish is one choice away in the language menu.
    await field.getByText('Arabic (العربية)').first().click();
    await page.getByText('Turkish (Türkçe)').first().waitFor({ timeout: 10_000 });
    await page.screenshot({ path: path.join(SHOTS, 'page-translations-menu-1440.png') });
  }, 90_000);

  it("a block's form translates it in place: Arabic fields right to left, with a translation's limits", async () => {
    const page = await editorPage();
    const [cta] = await admin<Array<{ id: string; primaryLabel: string }>>(
      'GET',
      '/items/octaacer_block_cta_band?fields=id,primaryLabel&limit=1',
    );
    await page.goto(`${directus.url}/admin/content/octaacer_block_cta_band/${cta!.id}`);
    const field = page.locator('[data-field="translations"], .field:has(.translations)').first();
    await field.waitFor({ timeout: 30_000 });
    await field.scrollIntoViewIfNeeded();
    const arabicLabel = await admin<Array<{ primaryLabel: string | null }>>(
      'GET',
      `/items/octaacer_block_cta_band_translations?filter[octaacer_block_cta_band_id][_eq]=${cta!.id}&filter[languages_code][_eq]=ar&fields=primaryLabel`,
    );
    const expected = arabicLabel[0]?.primaryLabel;
    expect(expected).toBeTruthy();
    const input = field.locator('input');
    await waitUntil(async () => {
      const values = await input.evaluateAll((inputs) =>
        inputs.map((element) => (element as HTMLInputElement).value),
      );
      return values.includes(expected!) || `the Arabic button label is not shown yet: ${values}`;
    }, 30_000);
    // The English form above says 40; the Arabic one says a translation's 60.
    const words = await field.innerText();
    expect(words).toMatch(/At most 60 characters/);
    expect(words).not.toMatch(/At most 40 characters/);
    const direction = await input.evaluateAll((inputs) =>
      inputs
        .filter((element) => /[\u0600-\u06FF]/.test((element as HTMLInputElement).value))
        .map((element) => getComputedStyle(element).direction),
    );
    expect(direction.length).toBeGreaterThan(0);
    expect(new Set(direction)).toEqual(new Set(['rtl']));
    await page.screenshot({
      path: path.join(SHOTS, 'block-translations-1440.png'),
      fullPage: true,
    });
    await page.close();
  }, 90_000);
});
