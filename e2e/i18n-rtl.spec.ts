import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { ofType, recordRequests, requestPath } from './support/requests';
import { scrollPastHeroCta } from './support/sticky-cta';

/**
 * Arabic pages read right to left, and every language is set in the site's own fonts: Arabic
 * letters in Noto Sans Arabic (downloaded by Arabic pages only), Latin and Turkish letters in
 * Geist.
 */

const ARABIC_PAGES = [
  '/ar',
  '/ar/services/business-automation',
  '/ar/lp/automation-solutions',
  '/ar/about',
];
const ARABIC_FONT = /\/fonts\/noto-sans-arabic[.-]/;

/** The fonts Chromium actually drew a node's text with (not the CSS stack it asked for). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

test.describe('Arabic pages mirror and never scroll sideways', () => {
  for (const path of ARABIC_PAGES) {
    test(`${path}: right to left, no horizontal overflow`, async ({ page, isMobile }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      for (const width of isMobile ? [320, 390] : [1440]) {
        await page.setViewportSize({ width, height: 844 });
        expect(
          await horizontalOverflow(page),
          `${path} at ${width} px scrolls sideways`,
        ).toBeLessThanOrEqual(0);
        // Sections that load or pin on scroll are part of the page too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        // Wait for what scrolling reveals to settle (lazy sections, pinned rows), not a fixed time.
        await expect
          .poll(() => horizontalOverflow(page), { message: `${path} at ${width} px, scrolled` })
          .toBeLessThanOrEqual(0);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    });
  }

  test('forward and back icons point the other way in Arabic, and only there', async ({
    page,
    isMobile,
  }) => {
    // Which way each visible icon points: the sign of its horizontal scale, from both the
    // `transform` the mirroring class sets and the `scale` property a Tailwind class sets (a second
    // flip through `scale` turns the icon back).
    const directions = () =>
      page
        .locator('.icon-flip-rtl')
        .filter({ visible: true })
        .evaluateAll((icons) =>
          icons.map((icon) => {
            const style = getComputedStyle(icon);
            const transformX = new DOMMatrix(style.transform === 'none' ? '' : style.transform).a;
            const scaleX = style.scale === 'none' ? 1 : Number.parseFloat(style.scale);
            return Math.sign(transformX * scaleX);
          }),
        );
    await page.goto('/ar/services/business-automation');
    const arabic = await directions();
    expect(arabic.length).toBeGreaterThan(0);
    expect(new Set(arabic), 'every forward or back icon is mirrored in Arabic').toEqual(
      new Set([-1]),
    );
    if (isMobile) {
      // The phone's sticky bar, the one forward arrow a visitor sees on every screen.
      const stickyArrow = page.locator('aside[data-variant] svg.icon-flip-rtl');
      await scrollPastHeroCta(page);
      await expect(stickyArrow).toBeVisible();
      expect(
        await stickyArrow.evaluate((icon) => {
          const style = getComputedStyle(icon);
          const scaleX = style.scale === 'none' ? 1 : Number.parseFloat(style.scale);
          return Math.sign(new DOMMatrix(style.transform).a * scaleX);
        }),
        'the sticky bar arrow points left, forward in Arabic',
      ).toBe(-1);
    }
    await page.goto('/services/business-automation');
    expect(new Set(await directions())).toEqual(new Set([1]));
  });

  test('phone numbers and e-mail addresses read left to right inside Arabic text', async ({
    page,
  }) => {
    await page.goto('/ar/contact');
    for (const selector of ['a[href^="tel:"]', 'a[href^="mailto:"]']) {
      const link = page.locator(selector).first();
      await link.scrollIntoViewIfNeeded();
      const layout = await link.evaluate((element) => {
        const text = element.firstChild?.nodeType === Node.TEXT_NODE ? element.firstChild : null;
        const range = document.createRange();
        const edge = (offset: number) => {
          range.setStart(text!, offset);
          range.setEnd(text!, offset + 1);
          return range.getBoundingClientRect().x;
        };
        const length = text?.textContent?.length ?? 0;
        return {
          direction: getComputedStyle(element).direction,
          bidi: getComputedStyle(element).unicodeBidi,
          firstLeftOfLast: text ? edge(0) < edge(length - 1) : null,
        };
      });
      expect(layout, selector).toEqual({
        direction: 'ltr',
        bidi: 'isolate',
        firstLeftOfLast: true,
      });
    }
  });
});

test.describe('the carousel runs right to left in Arabic', () => {
  test('next brings the slide on the left, the arrow keys follow the reading direction', async ({
    page,
  }) => {
    await page.goto('/ar');
    // Arabic names the roles in Arabic: found by their structure, not their English names.
    const carousel = page.locator('section[aria-roledescription]').filter({
      has: page.locator('[role="group"][aria-roledescription]'),
    });
    const slides = carousel.locator('[role="group"][aria-roledescription]');
    await expect(slides).toHaveCount(5);
    await carousel.scrollIntoViewIfNeeded();
    const controls = carousel.locator(':scope > div').last().locator(':scope > button');
    // Pause, previous, next: in the DOM's order, which Arabic lays out from the right.
    const [pause, previous, next] = [controls.nth(0), controls.nth(1), controls.nth(2)];
    await pause.click();
    const previousBox = (await previous.boundingBox())!;
    const nextBox = (await next.boundingBox())!;
    expect(nextBox.x, 'next sits on the left, where the slides come from').toBeLessThan(
      previousBox.x,
    );
    await expect(next.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

    const trackBox = (await carousel.locator('[tabindex="0"]').first().boundingBox())!;
    const secondBefore = (await slides.nth(1).boundingBox())!;
    expect(secondBefore.x, 'the second slide waits on the left').toBeLessThan(trackBox.x);

    await next.click();
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect
      .poll(() =>
        carousel
          .locator('[tabindex="0"]')
          .first()
          .evaluate((track) => track.scrollLeft),
      )
      .toBeLessThan(0);

    // Keys: the left arrow moves forward, the right arrow back.
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slides.nth(2)).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe('every language in the site’s own fonts', () => {
  test('Arabic pages preload and draw Noto Sans Arabic; Latin on them stays in Geist', async ({
    page,
  }) => {
    const files = recordRequests(page, ofType('font'), requestPath);
    await page.goto('/ar');
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/fonts\/noto-sans-arabic\.[0-9a-f]+\.woff2$/),
      ]),
    );
    // Named by its content's hash, so a browser keeps it for good and the next page needs no
    // request for it (with 'optional' display, a revalidation could miss that page's first paint).
    const arabicFace = await page.request.get(preloads.find((href) => ARABIC_FONT.test(href))!);
    expect(arabicFace.status()).toBe(200);
    expect(arabicFace.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(page.locator('body')).toHaveCSS(
      'font-family',
      /^"Geist Sans", "Noto Sans Arabic"/,
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) =>
              face.family.replace(/"/g, '') === 'Noto Sans Arabic' && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    expect(files.some((file) => ARABIC_FONT.test(file))).toBe(true);

    // 'optional' display: a face that arrives after the first paint waits for the next page.
    await page.reload();
    const heading = await renderedFonts(page, 'h1');
    expect(heading.map((font) => font.familyName)).toContain('Noto Sans Arabic');
    expect(
      heading.every((font) => font.isCustomFont),
      JSON.stringify(heading),
    ).toBe(true);

    await waitForHydration(page);
    await page.evaluate(() => {
      const latin = document.createElement('p');
      latin.id = 'latin-on-arabic';
      latin.textContent = 'Octaacer n8n Make.com';
      document.querySelector('main')?.prepend(latin);
    });
    const latin = await renderedFonts(page, '#latin-on-arabic');
    expect(latin.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Geist/)]);
  });

  for (const path of ['/', '/tr']) {
    test(`${path} neither preloads nor downloads the Arabic face`, async ({ page }) => {
      const files = recordRequests(page, ofType('font'), requestPath);
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(preloads.filter((href) => ARABIC_FONT.test(href))).toEqual([]);
      expect(files.filter((file) => ARABIC_FONT.test(file))).toEqual([]);
      expect(files.some((file) => /geist_sans_basic/.test(file))).toBe(true);
    });
  }

  test('Turkish letters are drawn by the preloaded Geist face, never a fallback', async ({
    page,
  }) => {
    const files = recordRequests(page, ofType('font'), requestPath);
    await page.goto('/tr');
    await page.waitForLoadState('networkidle');
    // Reloaded: with 'optional' display only a face present at first paint is drawn.
    await page.reload();
    // Added after hydration: React would drop a node it did not render while it hydrates <main>.
    await waitForHydration(page);
    await page.evaluate(() => {
      const word = document.createElement('p');
      word.id = 'turkish-letters';
      word.textContent = 'Ğİ Ş ğış ÇÖÜ çöü Türkçe İşletme';
      document.querySelector('main')?.prepend(word);
    });
    const fonts = await renderedFonts(page, '#turkish-letters');
    expect(fonts).toEqual([expect.objectContaining({ isCustomFont: true })]);
    expect(fonts[0]!.familyName).toMatch(/^Geist/);
    // The page's own Turkish copy needs no other face either.
    expect(files.filter((file) => /geist_sans_latin_ext/.test(file))).toEqual([]);
  });
});

test.describe('the Arabic Open Graph card', () => {
  /** Where the card's title band (between the brand row and the tagline) has light ink. */
  async function titleInk(page: Page, cardPath: string) {
    await page.goto(cardPath);
    return page.evaluate(async () => {
      const image = document.querySelector('img')!;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width } = context.getImageData(0, 180, canvas.width, 300);
      let left = Infinity;
      let right = -Infinity;
      for (let index = 0; index < data.length; index += 4) {
        if (data[index]! > 200 && data[index + 1]! > 200 && data[index + 2]! > 200) {
          const x = (index / 4) % width;
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
      return { left, right, width: canvas.width };
    });
  }

  // One image, checked once.
  test(
    'an Arabic page’s card is asked for in Arabic and draws its title from the right',
    { tag: '@desktop' },
    async ({ page }) => {
      /** The card a page's metadata links (signed by the site: lib/seo/og-card.ts). */
      async function cardOf(path: string) {
        await page.goto(path);
        const content = await page.locator('meta[property="og:image"]').getAttribute('content');
        const card = new URL(content!);
        return `${card.pathname}${card.search}`;
      }
      const arabicCard = await cardOf('/ar/about');
      expect(new URL(arabicCard, 'http://site').searchParams.get('lang')).toBe('ar');
      const response = await page.request.get(arabicCard);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');

      // A short title ('من نحن'): right to left it ends at the right margin, the left half empty.
      const englishCard = await cardOf('/about');
      const arabic = await titleInk(page, arabicCard);
      expect(arabic.right, 'the Arabic title reaches the right margin').toBeGreaterThan(1050);
      expect(arabic.left, 'and starts right of the middle').toBeGreaterThan(arabic.width / 2);
      const english = await titleInk(page, englishCard);
      expect(english.left, 'an English title starts at the left margin').toBeLessThan(150);
    },
  );
});

test.describe('figures in the page’s language', () => {
  test('Arabic keeps a Latin amount in running text as written: $50K, then $200K+', async ({
    page,
  }) => {
    await page.goto('/ar/lp/ai-development-services');
    const line = page.locator('p', { hasText: 'ميزانيات من' }).first();
    // Where each character of the line is drawn, left to right on screen.
    const drawn = await line.evaluate((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      return Array.from(text.textContent ?? '', (char, index) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return { char, x: range.getBoundingClientRect().x };
      })
        .filter(({ char }) => /[$\d.,K+]/.test(char))
        .sort((a, b) => a.x - b.x)
        .map(({ char }) => char)
        .join('');
    });
    // Right to left, the later amount is on the left; each reads left to right, sign last.
    expect(drawn).toBe('$200K+$50K');
  });

  test('a card’s "+1 more" chip keeps its sign first in Arabic', async ({ page }) => {
    await page.goto('/ar/services/ai-development');
    const chip = page.locator('[aria-describedby$="-more-tags"]').first();
    await chip.scrollIntoViewIfNeeded();
    const signFirst = await chip.evaluate((element) => {
      const text = element.querySelector('.ltr-isolate')?.firstChild;
      if (!text?.textContent?.startsWith('+')) return null;
      const range = document.createRange();
      const x = (index: number) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().x;
      };
      return x(0) < x(1);
    });
    expect(signFirst, 'the chip reads +1, not 1+').toBe(true);
  });

  test('Turkish writes the percent sign first, a dot between thousands and a decimal comma', async ({
    page,
  }) => {
    await page.goto('/tr/lp/automation-solutions');
    await expect(page.getByText('%85', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('85%', { exact: true })).toHaveCount(0);
    const words = await page.locator('main').innerText();
    expect(words).toContain('%99,9');
    expect(words).toContain('$2.500');
    expect(words).not.toContain('99.9');
    expect(words).not.toContain('$2,500');
  });
});
