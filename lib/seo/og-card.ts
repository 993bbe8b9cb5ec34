/**
 * The link-preview cards (/api/og) render only titles the site's own page metadata signed: a
 * branded image costs about 0.2 s of CPU, so a public "print any text" URL was both a spoofing
 * tool and a cheap way to load the server. Server code only: the key never reaches a browser.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** The card URL's query: `/api/og?title=…&sig=…`, and `&lang=ar` for a page not in English. */
export const OG_CARD_PARAMS = { title: 'title', signature: 'sig', locale: 'lang' } as const;
/** base64url of the first 16 bytes of an HMAC-SHA256. */
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/**
 * Longest title a card URL carries: the page titles are cut to 50 characters, an Arabic one
 * percent-encodes to about 6 characters a letter, and a few pages keep a longer full title.
 */
export const OG_CARD_MAX_TITLE_LENGTH = 200;
/** Longest query a card URL has (a longer one is refused before it is parsed). */
export const OG_CARD_MAX_QUERY_LENGTH = 1024;

let processKey: string | undefined;

/**
 * The signing key. `OG_CARD_KEY` is written into the server build by next.config.mjs (the
 * OG_IMAGE_SECRET variable, else random per build), so pages prerendered at build time and the
 * running server agree. Code run outside a build (unit tests, scripts) signs with a key of its own.
 */
function ogCardKey(): string {
  const built = process.env.OG_CARD_KEY;
  if (built) return built;
  processKey ??= randomBytes(32).toString('base64url');
  return processKey;
}

/** The language is signed with the title: a card's tagline and layout follow it. */
function signatureOf(title: string, locale: Locale, key: string): Buffer {
  const signed = locale === DEFAULT_LOCALE ? `og-card:${title}` : `og-card:${locale}:${title}`;
  return createHmac('sha256', key).update(signed).digest().subarray(0, 16);
}

/** The signature the card URL of `title` in `locale` carries. */
export function signOgCardTitle(
  title: string,
  key: string = ogCardKey(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  return signatureOf(title, locale, key).toString('base64url');
}

/** Whether `signature` is the site's own for `title` in `locale` (compared in constant time). */
export function isSignedOgCardTitle(
  title: string,
  signature: string,
  key: string = ogCardKey(),
  locale: Locale = DEFAULT_LOCALE,
): boolean {
  if (!SIGNATURE_PATTERN.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'base64url'), signatureOf(title, locale, key));
}

/** The card URL of a page title in the page's language (relative; buildPageMetadata makes it absolute). */
export function ogImagePath(title: string, locale: Locale = DEFAULT_LOCALE): string {
  const query = new URLSearchParams({
    [OG_CARD_PARAMS.title]: title,
    [OG_CARD_PARAMS.signature]: signOgCardTitle(title, undefined, locale),
    ...(locale === DEFAULT_LOCALE ? {} : { [OG_CARD_PARAMS.locale]: locale }),
  });
  // %20 rather than '+' for spaces: the form the card URLs have always had.
  return `/api/og?${query.toString().replace(/\+/g, '%20')}`;
}

export type OgCardRequest =
  | { ok: true; title: string; locale: Locale }
  | { ok: false; status: 400 | 404 | 414; error: string };

export const OG_CARD_MESSAGES = {
  tooLong: `The card URL's query must not exceed ${OG_CARD_MAX_QUERY_LENGTH} characters`,
  badQuery: 'The card URL takes one title, one sig and at most one lang, and nothing else',
  badLocale: "The card language must be one of the site's: en, ar or tr",
  titleTooLong: `The card title must not exceed ${OG_CARD_MAX_TITLE_LENGTH} characters`,
  badSignature: 'The card signature must be 22 base64url characters',
  notFound: 'No such card',
} as const;

/**
 * Reads a card request's query: oversized 414, malformed 400, a title the site did not sign
 * (arbitrary text, no signature) 404; else the title to render.
 */
export function parseOgCardRequest(url: URL, key?: string): OgCardRequest {
  if (url.search.length > OG_CARD_MAX_QUERY_LENGTH)
    return { ok: false, status: 414, error: OG_CARD_MESSAGES.tooLong };
  const names = [...url.searchParams.keys()];
  const titles = url.searchParams.getAll(OG_CARD_PARAMS.title);
  const signatures = url.searchParams.getAll(OG_CARD_PARAMS.signature);
  const locales = url.searchParams.getAll(OG_CARD_PARAMS.locale);
  const known = new Set<string>(Object.values(OG_CARD_PARAMS));
  if (names.some((name) => !known.has(name)))
    return { ok: false, status: 400, error: OG_CARD_MESSAGES.badQuery };
  if (titles.length > 1 || signatures.length > 1 || locales.length > 1)
    return { ok: false, status: 400, error: OG_CARD_MESSAGES.badQuery };
  const [title] = titles;
  const [signature] = signatures;
  const [requestedLocale = DEFAULT_LOCALE] = locales;
  if (!isLocale(requestedLocale))
    return { ok: false, status: 400, error: OG_CARD_MESSAGES.badLocale };
  const locale: Locale = requestedLocale;
  if (title !== undefined && title.length > OG_CARD_MAX_TITLE_LENGTH)
    return { ok: false, status: 400, error: OG_CARD_MESSAGES.titleTooLong };
  if (signature !== undefined && !SIGNATURE_PATTERN.test(signature))
    return { ok: false, status: 400, error: OG_CARD_MESSAGES.badSignature };
  // Text without the site's signature is not a card of the site's: nothing to find.
  if (!title || !signature || !isSignedOgCardTitle(title, signature, key, locale))
    return { ok: false, status: 404, error: OG_CARD_MESSAGES.notFound };
  return { ok: true, title, locale };
}

/**
 * Rendered cards kept in memory: every card is a signed page title, so there are as many as the
 * site has pages in its languages; past this many the least recently served one goes.
 */
export const OG_CARD_CACHE_ENTRIES = 300;

/**
 * One render per card: later and concurrent requests for the same title share its PNG; a render
 * that fails is not kept (the next request tries again).
 */
export function createOgCardCache<Card>(
  render: (title: string, locale: Locale) => Promise<Card>,
  maxEntries: number = OG_CARD_CACHE_ENTRIES,
): (title: string, locale?: Locale) => Promise<Card> {
  const cards = new Map<string, Promise<Card>>();
  return (title, locale = DEFAULT_LOCALE) => {
    const id = `${locale}\u0000${title}`;
    let card = cards.get(id);
    if (card) {
      cards.delete(id); // re-inserted below as the most recently served
    } else {
      card = render(title, locale);
      card.catch(() => {
        if (cards.get(id) === card) cards.delete(id);
      });
    }
    cards.set(id, card);
    for (const oldest of cards.keys()) {
      if (cards.size <= maxEntries) break;
      cards.delete(oldest);
    }
    return card;
  };
}
