// Plain ESM, so next.config.mjs can import it as well as the route handlers.

/**
 * For a file whose URL changes whenever its content does (a hash in its name or query): a browser
 * may keep it for good, with no revalidation.
 */
export const CONTENT_VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
