import { expect, test } from '@playwright/test';
import { checkSite } from '../scripts/content-check.mjs';

/**
 * Each company fact is stated once: every sitemap page, in every language, of the build the
 * other specs test shows one value per fact (npm run content:check over the e2e server), and no
 * {fact:key} token is left unresolved. The pages are the served HTML, the same at every width,
 * so one project reads them.
 */
// The served HTML is the same for every viewport: one project reads it.
test(
  'every page in every language states each company fact with one value',
  { tag: '@desktop' },
  async ({ baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const started = Date.now();
    const { pages, values, statements, problems } = await checkSite(baseURL!);
    testInfo.annotations.push({
      type: 'content:check',
      description: `${pages.length} pages, ${statements} statements, ${Date.now() - started} ms`,
    });
    expect(pages.length, 'sitemap pages in en, ar and tr').toBeGreaterThan(100);
    expect(problems, 'two values of one fact, or an unresolved token').toEqual([]);
    // The facts the home page, /about and the landing pages state, each seen with its one value.
    for (const [fact, value] of [
      ['projects', '500+'],
      ['satisfaction', '92%'],
      ['rating', '4.9'],
      ['reviews', '23'],
      ['years', '12+'],
      ['countries', '8'],
      ['codeAccuracy', '95%'],
      ['zapierApps', '7,000+'],
      ['soc', 'SOC 2 Compliant'],
    ] as const)
      expect([...(values.get(fact)?.keys() ?? [])], fact).toEqual([value]);
  },
);

test('the home page states projects and satisfaction once, in Why Work With Us and the banner alike', async ({
  page,
}) => {
  for (const [path, projects, satisfied] of [
    ['/', '500+', '92%'],
    ['/tr', '500+', '%92'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(projects);
    const text = (await page.locator('main').innerText()).replace(/[\u2066-\u2069]/g, '');
    expect(text, `${path}: the old 50+ projects`).not.toMatch(/(?<![\d.])50\+/);
    expect(text, `${path}: satisfaction`).toContain(satisfied);
    expect(text, `${path}: the old 98%`).not.toMatch(/98\s?%|%98/);
  }
});
