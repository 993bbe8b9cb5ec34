import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { STATIC_SITEMAP_PATHS } from '../lib/routes/sitemap';
import { LOCALES } from '../lib/i18n/locales';

/**
 * Every page is valid HTML: the Nu Html Checker (the W3C validator's engine, vnu-jar on a Java
 * runtime) finds no error in the HTML the server sends, for each static route and one page of each
 * kind of detail route, in every language.
 */

const DETAIL_SAMPLES = [
  '/services/cloud-services',
  '/services/business-automation',
  '/services/product-development',
  '/services/ai-development',
  '/industries/retail-e-commerce',
  '/portfolios/e-commerce-revolution-platform',
  '/lp/automation-solutions',
  '/lp/ai-development-services',
  '/careers/senior-full-stack-engineer',
  // /quote with an estimate and its lead form (rendered per request from the query).
  '/quote?services=ai-development&services=automation&scope=standard&timeline=rush',
];
const PATHS = [...STATIC_SITEMAP_PATHS, ...DETAIL_SAMPLES].flatMap((route) =>
  LOCALES.map((locale) => (locale === 'en' ? route : `/${locale}${route === '/' ? '' : route}`)),
);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

// The served HTML is the same for every viewport: one project checks it.
test(
  'the Nu Html Checker finds no error on any page, in any language',
  { tag: '@desktop' },
  async ({ request }) => {
    test.setTimeout(120_000);
    const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'));
    try {
      const files = new Map<string, string>();
      for (const [index, pagePath] of PATHS.entries()) {
        const response = await request.get(pagePath);
        expect(response.status(), `${pagePath} answers 200`).toBe(200);
        const file = path.join(folder, `page-${index}.html`);
        await writeFile(file, await response.text());
        files.set(file, pagePath);
      }
      // Playwright runs from the repository's root, where npm installed vnu-jar.
      const jar = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
      // vnu exits 1 when it finds an error; its report (JSON on stderr) is what counts.
      const { stderr } = await promisify(execFile)(
        'java',
        ['-jar', jar, '--errors-only', '--format', 'json', ...files.keys()],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stderr?: string; message: string }) => {
        if (!error.stderr) throw error;
        return { stderr: error.stderr };
      });
      const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
      const errors = messages
        .filter((message) => message.type === 'error')
        .map(
          (message) =>
            `${files.get(decodeURIComponent(new URL(message.url).pathname)) ?? message.url}:${message.lastLine ?? '?'} ${message.message}` +
            (message.extract ? ` in ${message.extract.trim().slice(0, 80)}` : ''),
        );
      expect(errors, 'what the Nu Html Checker reports').toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
);
