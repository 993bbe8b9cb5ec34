/** A link starting with http, mailto or tel is external. */
export function isExternalHref(href: string): boolean {
  return /^(http|mailto:|tel:)/i.test(href.trim());
}

export type ResolvedCtaLink =
  | { kind: 'internal'; href: string }
  /** External CMS links trigger the book-a-call action: the scheduler opens in a new tab. */
  | { kind: 'book-call'; href: string; target: '_blank'; rel: 'noopener noreferrer' };

/** The one place that decides what a CMS-provided call-to-action link does. */
export function resolveCtaLink(
  href: string | undefined | null,
  schedulerUrl: string,
  fallback = '/contact',
): ResolvedCtaLink {
  const clean = href?.trim();
  if (!clean) return { kind: 'internal', href: fallback };
  if (isExternalHref(clean))
    return { kind: 'book-call', href: schedulerUrl, target: '_blank', rel: 'noopener noreferrer' };
  return {
    kind: 'internal',
    href: clean.startsWith('/') || clean.startsWith('#') ? clean : `/${clean}`,
  };
}
