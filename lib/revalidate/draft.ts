import { draftMode } from 'next/headers';

/**
 * True when an editor previews drafts (GET /api/draft turned Draft Mode on). Outside a request
 * (generateStaticParams, sitemap, scripts) there is no draft mode: Next throws, we answer false.
 */
export async function isDraftRequest(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

export const DRAFT_MESSAGES = {
  notConfigured: 'Draft preview is disabled: DRAFT_SECRET is not set on this server.',
  unauthorized: 'Wrong or missing secret.',
  badSlug: 'slug must be a path on this site, starting with a single /.',
} as const;

/**
 * The page to open after enabling drafts: a site path only ('/services/x?y'), never another
 * origin ('//evil.example', 'https://…', '/\\evil'), so the route is not an open redirect.
 */
export function draftRedirectPath(slug: string | null): string | undefined {
  if (!slug) return '/';
  if (slug.length > 300 || !slug.startsWith('/') || slug.startsWith('//') || /[\\\s]/.test(slug))
    return undefined;
  const url = new URL(slug, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : undefined;
}
