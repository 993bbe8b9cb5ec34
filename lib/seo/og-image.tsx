import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { TEXT_LIMITS } from '@/lib/content/limits';
import { OG_CARD_TAGLINE } from '@/content-fallback/site';
import { DEFAULT_LOCALE, LOCALE_DIRECTION, type Locale } from '@/lib/i18n/locales';
import { localize } from '@/lib/i18n/localize';
import { jsonResponse } from '@/lib/leads/request-guards';
import { OG_IMAGE_SIZE, SITE_NAME } from './metadata';
import { arabicCardWords, hasArabic } from './og-arabic';
import { createOgCardCache, parseOgCardRequest } from './og-card';

/** Geist, from the installed `geist` package: no web font is fetched at render time. */
const FONT_DIR = join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans');
/**
 * Noto Sans Arabic's Arabic letters, regular and bold, as WOFF from @fontsource/noto-sans-arabic:
 * next/og reads TTF, OTF and WOFF, not the woff2 the site serves.
 */
const ARABIC_FONT_DIR = join(process.cwd(), 'node_modules/@fontsource/noto-sans-arabic/files');

type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
const fontFiles = new Map<string, Promise<CardFont>>();

function cardFont(name: string, path: string, weight: 400 | 700): Promise<CardFont> {
  let font = fontFiles.get(path);
  if (!font) {
    font = readFile(path).then((data) => ({ name, data, weight, style: 'normal' as const }));
    fontFiles.set(path, font);
  }
  return font;
}

/** Geist always; the Arabic face only for a card with Arabic on it. */
function loadFonts(arabic: boolean): Promise<CardFont[]> {
  return Promise.all([
    cardFont('Geist', join(FONT_DIR, 'Geist-Regular.ttf'), 400),
    cardFont('Geist', join(FONT_DIR, 'Geist-Bold.ttf'), 700),
    ...(arabic
      ? ([400, 700] as const).map((weight) =>
          cardFont(
            'Noto Sans Arabic',
            join(ARABIC_FONT_DIR, `noto-sans-arabic-arabic-${weight}-normal.woff`),
            weight,
          ),
        )
      : []),
  ]);
}

const BRAND_SUFFIX = new RegExp(`\\s*[|\\u2013\\u2014-]\\s*${SITE_NAME}$`, 'i');

/**
 * The card's title: what the page's metadata passed, limited to printable text of at most the
 * SEO title length, so the public URL cannot be used to print arbitrary long text. The bidi
 * isolates Arabic copy wraps its figures in are dropped: the card lays its words out itself.
 */
export function ogCardTitle(raw: string | null): string {
  const printable = (raw ?? '')
    .replace(/[\u0000-\u001f\u007f\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // The card shows the brand already: 'About Us | Octaacer' reads 'About Us' on it.
  const withoutBrand = printable.replace(BRAND_SUFFIX, '');
  return withoutBrand.slice(0, TEXT_LIMITS.seoTitle).trim() || SITE_NAME;
}

/** The card's language: the page's (its signed `lang` parameter), Arabic for an Arabic title. */
export function ogCardLocale(locale: Locale, title: string): Locale {
  return hasArabic(title) ? 'ar' : locale;
}

/**
 * 1200×630 PNG: brand mark and name, the page title, the site's tagline colours, in the page's
 * language; an Arabic card reads from the right.
 */
export async function renderOgImage(
  title: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ImageResponse> {
  const rtl = LOCALE_DIRECTION[locale] === 'rtl';
  const arabic = rtl || hasArabic(title);
  const tagline = localize(OG_CARD_TAGLINE, locale);
  // Right to left, words are the card's flex items, laid out from the right (og-arabic.ts).
  const titleWords = rtl ? arabicCardWords(title) : [];
  const taglineText = rtl ? arabicCardWords(tagline).reverse().join(' ') : tagline;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0f172a 0%, #1e1b4b 55%, #4327d6 100%)',
        color: '#ffffff',
        fontFamily: arabic ? 'Geist, "Noto Sans Arabic"' : 'Geist',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: rtl ? 'row-reverse' : 'row',
          alignItems: 'center',
          gap: 20,
        }}
      >
        <svg width="64" height="64" viewBox="0 0 64 64">
          <rect width="64" height="64" rx="16" fill="#5b3df5" />
          <circle cx="32" cy="32" r="14" fill="none" stroke="#ffffff" strokeWidth="6" />
          <circle cx="32" cy="32" r="4" fill="#10b981" />
        </svg>
        <div style={{ fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }}>{SITE_NAME}</div>
      </div>
      <div
        style={{
          display: 'flex',
          ...(rtl
            ? {
                flexDirection: 'row-reverse',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                columnGap: 22,
              }
            : {}),
          fontSize: 72,
          fontWeight: 700,
          lineHeight: 1.1,
          // Letter-spacing pulls joined Arabic letters apart.
          letterSpacing: rtl ? 0 : -1.5,
        }}
      >
        {rtl
          ? titleWords.map((word, index) => (
              <div key={index} style={{ display: 'flex' }}>
                {word}
              </div>
            ))
          : title}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: rtl ? 'row-reverse' : 'row',
          alignItems: 'center',
          gap: 16,
          fontSize: 28,
          color: '#c7d2fe',
        }}
      >
        <div style={{ width: 48, height: 6, borderRadius: 3, background: '#10b981' }} />
        {taglineText}
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts: await loadFonts(arabic) },
  );
}

const cardPng = createOgCardCache(
  async (title, locale) => new Uint8Array(await (await renderOgImage(title, locale)).arrayBuffer()),
);

/**
 * GET /api/og: the card of a title the site's metadata signed (lib/seo/og-card.ts), rendered
 * once per title and then served from memory; anything else is a 4xx. Next answers other methods
 * with 405. No origin check: social networks and chat apps fetch the cards from anywhere, and the
 * signature is what limits them to the site's pages.
 */
export async function serveOgCard(request: Request): Promise<Response> {
  const card = parseOgCardRequest(new URL(request.url));
  if (!card.ok) return jsonResponse(card.status, { error: card.error });
  const title = ogCardTitle(card.title);
  const png = await cardPng(title, ogCardLocale(card.locale, title));
  // The body is a copy of the cached bytes (the Fetch standard copies a typed array body).
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      // The image depends only on its URL: let browsers and CDNs keep it.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
