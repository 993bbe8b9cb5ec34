import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { LOCALES } from '../lib/i18n/locales';

/**
 * What a visitor reads is whole: on every page of the sitemap, in every language, at 390 and
 * 1440 px (and 320 px on the phone run),
 * - no visible text ends in an ellipsis after half a word, and a cut text's whole reaches screen
 *   readers;
 * - no heading is cut (an ellipsis, a CSS line clamp or text-overflow, or clipped overflow);
 * - no other text is clipped by a CSS clamp (it cuts at any letter);
 * - no hyphenated compound ('No-shows', 'e-mail') breaks across two lines (its line boxes).
 * The header's dropdown descriptions are checked with their panels open.
 */

/** Each locale's pages are split between this many tests, so two workers share them. */
const CHUNKS = 3;

/** Every word of the bundled copy in every language: a word before an ellipsis must be one. */
function bundledWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const [token] of text.toLowerCase().matchAll(/[\p{L}\p{M}\p{N}'’]+/gu)) words.add(token);
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(json|ts)$/.test(entry.name)) add(readFileSync(file, 'utf8'));
    }
  };
  walk(path.join(__dirname, '..', 'content-fallback'));
  return words;
}

interface PageFindings {
  /** Visible texts ending in an ellipsis: the word before it, and whether the whole is nearby. */
  ellipses: Array<{ text: string; lastWord: string; wholeNearby: boolean }>;
  cutHeadings: string[];
  clampedTexts: string[];
  brokenCompounds: string[];
}

/** Run in the page: every finding of the rules above within `root`. */
function findCuts(rootSelector: string): PageFindings {
  const root = document.querySelector(rootSelector) ?? document.body;
  const findings: PageFindings = {
    ellipses: [],
    cutHeadings: [],
    clampedTexts: [],
    brokenCompounds: [],
  };
  const ELLIPSIS_END = /(?:\u2026|\.\.\.)\s*$/;
  const isShown = (element: Element) => {
    if (element.closest('.sr-only')) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && element.getClientRects().length > 0;
  };
  const clips = (element: Element) => {
    const style = getComputedStyle(element);
    const clamp = style.getPropertyValue('-webkit-line-clamp');
    const overflows =
      element.scrollHeight > element.clientHeight + 1 ||
      element.scrollWidth > element.clientWidth + 1;
    if (clamp && clamp !== 'none' && overflows) return `line-clamp ${clamp}`;
    if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible' && overflows)
      return 'text-overflow: ellipsis';
    return null;
  };
  const label = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 80)}"`;

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !text.trim() || parent.closest('script,style,noscript,template')) continue;
    if (!isShown(parent)) continue;
    if (ELLIPSIS_END.test(text)) {
      const prefix = text.replace(ELLIPSIS_END, '').trim();
      const lastWord = (prefix.match(/[\p{L}\p{M}\p{N}'’]+$/u) ?? [''])[0];
      const container =
        parent.closest('a,button,li,article,p,h1,h2,h3,h4,h5,h6,[role="heading"]') ?? parent;
      const all = container.textContent ?? '';
      // The whole text is near the cut (a screen-reader copy) when the prefix also appears
      // followed by more words.
      const wholeNearby = all
        .split(prefix)
        .slice(1)
        .some((after) => /^\s*[^\s\u2026.]/u.test(after));
      findings.ellipses.push({ text: text.trim().slice(-120), lastWord, wholeNearby });
    }
    for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)+/gu)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top / 3)));
      if (tops.size > 1) findings.brokenCompounds.push(`"${match[0]}" in ${label(parent)}`);
    }
  }

  for (const heading of root.querySelectorAll('h1,h2,h3,h4,h5,h6,[role="heading"]')) {
    if (!isShown(heading)) continue;
    const visible = [...heading.querySelectorAll('*')]
      .filter((el) => !el.closest('.sr-only'))
      .concat(heading);
    if (ELLIPSIS_END.test(heading.textContent ?? '')) findings.cutHeadings.push(label(heading));
    for (const element of visible) {
      const how = clips(element);
      const style = getComputedStyle(element);
      const hidden =
        style.overflowY === 'hidden' && element.scrollHeight > element.clientHeight + 1;
      if (how || hidden)
        findings.cutHeadings.push(`${label(heading)}: ${how ?? 'overflow hidden'}`);
    }
  }
  for (const element of root.querySelectorAll('*')) {
    if (!isShown(element) || element.closest('h1,h2,h3,h4,h5,h6,[role="heading"]')) continue;
    const how = clips(element);
    if (how && (element.textContent ?? '').trim())
      findings.clampedTexts.push(`${label(element)}: ${how}`);
  }
  return findings;
}

const words = bundledWords();

/** What the visitor would have read wrong on this page, one line each. */
function problems(where: string, found: PageFindings): string[] {
  const out: string[] = [];
  for (const cut of found.ellipses) {
    if (!words.has(cut.lastWord.toLowerCase()))
      out.push(`${where}: half a word before the ellipsis: "…${cut.text}"`);
    else if (!cut.wholeNearby)
      out.push(`${where}: cut text without its whole for screen readers: "…${cut.text}"`);
  }
  for (const heading of found.cutHeadings) out.push(`${where}: heading cut: ${heading}`);
  for (const text of found.clampedTexts) out.push(`${where}: text clipped by CSS: ${text}`);
  for (const word of found.brokenCompounds)
    out.push(`${where}: compound broken at its hyphen: ${word}`);
  return out;
}

async function sitemapPaths(page: Page, locale: string): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  );
  const inLocale = (pathname: string) =>
    locale === 'en'
      ? !/^\/(ar|tr)(\/|$)/.test(pathname)
      : pathname === `/${locale}` || pathname.startsWith(`/${locale}/`);
  return [...new Set(urls.filter(inLocale))].sort();
}

async function check(page: Page, where: string, root = 'body'): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return problems(where, await page.evaluate(findCuts, root));
}

for (const locale of LOCALES) {
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    test(`${locale} sitemap pages, part ${chunk + 1}/${CHUNKS}: no half word, no cut heading, no compound broken at its hyphen`, async ({
      page,
    }, testInfo) => {
      // About a dozen pages, each read at one or two widths.
      test.setTimeout(240_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const paths = (await sitemapPaths(page, locale)).filter(
        (_, index) => index % CHUNKS === chunk,
      );
      expect(paths.length, 'the sitemap lists pages in this language').toBeGreaterThan(0);
      const mobile = testInfo.project.name === 'mobile';
      const found: string[] = [];
      for (const pathname of paths) {
        const response = await page.goto(pathname);
        expect(response?.status(), `${pathname} answers 200`).toBe(200);
        const width = page.viewportSize()!.width;
        found.push(...(await check(page, `${pathname} @${width}px`)));
        if (mobile) {
          await page.setViewportSize({ width: 320, height: 700 });
          found.push(...(await check(page, `${pathname} @320px`)));
          await page.setViewportSize({ width, height: 844 });
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  // The dropdown panels are the desktop header.
  test(
    `${locale} header menu descriptions are whole words, the whole text read to screen readers`,
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto(locale === 'en' ? '/' : `/${locale}`);
      await waitForHydration(page);
      const toggles = page.locator('header nav button[aria-controls][aria-expanded]');
      const found: string[] = [];
      for (let index = 0; index < (await toggles.count()); index += 1) {
        const toggle = toggles.nth(index);
        await toggle.focus();
        await page.keyboard.press('Enter');
        const panelId = await toggle.getAttribute('aria-controls');
        const panel = page.locator(`[id="${panelId}"]`);
        await expect(panel).toBeVisible();
        const links = panel.getByRole('link');
        expect(await links.count()).toBeGreaterThan(0);
        found.push(...(await check(page, `menu ${index + 1}`, `[id="${panelId}"]`)));
        await page.keyboard.press('Escape');
      }
      expect(found, found.join('\n')).toEqual([]);
    },
  );
}
