import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { TEXT_LIMITS } from '@/lib/constants';
import { OG_CARD_TAGLINE } from '@/content-fallback/site';
import { TRANSLATIONS } from '@/content-fallback/i18n/catalogs';
import { jsonResponse } from '@/lib/leads/request-guards';
import { OG_IMAGE_SIZE, SITE_NAME } from './metadata';
import { createOgCardCache, parseOgCardRequest } from './og-card';

/** Geist, from the installed `geist` package: no web font is fetched at render time. */
const FONT_DIR = join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans');
let fonts:
  Promise<Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }>> | undefined;

function loadFonts() {
  fonts ??= Promise.all([
    readFile(join(FONT_DIR, 'Geist-Regular.ttf')).then((data) => ({
      name: 'Geist',
      data,
      weight: 400 as const,
      style: 'normal' as const,
    })),
    readFile(join(FONT_DIR, 'Geist-Bold.ttf')).then((data) => ({
      name: 'Geist',
      data,
      weight: 700 as const,
      style: 'normal' as const,
    })),
  ]);
  return fonts;
}

const BRAND_SUFFIX = new RegExp(`\\s*[|\\u2013\\u2014-]\\s*${SITE_NAME}$`, 'i');

/**
 * Geist has no Arabic letters and no Arabic face ships with the site's packages, so an Arabic
 * title would print as empty boxes: the card shows its English title instead (the catalogs map
 * English to Arabic; this is the reverse), else the brand alone.
 */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
let englishOfArabic: Map<string, string> | undefined;

function cardTitleInGeist(title: string): string {
  if (!ARABIC_SCRIPT.test(title)) return title;
  englishOfArabic ??= new Map(
    (TRANSLATIONS['ar'] ?? []).flatMap((catalog) =>
      Object.entries(catalog).map(([english, arabic]) => [arabic, english] as const),
    ),
  );
  // The branded form first: it names the page's own title ('About Us', not the menu's 'About').
  const english = (
    englishOfArabic.get(`${title} | ${SITE_NAME}`) ?? englishOfArabic.get(title)
  )?.replace(BRAND_SUFFIX, '');
  return english && !ARABIC_SCRIPT.test(english) ? english : SITE_NAME;
}

/**
 * The card's title: what the page's metadata passed, limited to printable text of at most the
 * SEO title length, so the public URL cannot be used to print arbitrary long text.
 */
export function ogCardTitle(raw: string | null): string {
  const printable = (raw ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // The card shows the brand already: 'About Us | Octaacer' reads 'About Us' on it.
  const withoutBrand = printable.replace(BRAND_SUFFIX, '');
  return cardTitleInGeist(withoutBrand).slice(0, TEXT_LIMITS.seoTitle) || SITE_NAME;
}

/** 1200×630 PNG: brand mark and name, the page title, the site's tagline colours. */
async function renderOgImage(title: string): Promise<ImageResponse> {
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
        fontFamily: 'Geist',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
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
          fontSize: 72,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: -1.5,
        }}
      >
        {title}
      </div>
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 28, color: '#c7d2fe' }}
      >
        <div style={{ width: 48, height: 6, borderRadius: 3, background: '#10b981' }} />
        {OG_CARD_TAGLINE}
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts: await loadFonts() },
  );
}

const cardPng = createOgCardCache(
  async (title) => new Uint8Array(await (await renderOgImage(title)).arrayBuffer()),
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
  const png = await cardPng(ogCardTitle(card.title));
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
