export const CONTENT_VERSIONED_CACHE_CONTROL: 'public, max-age=31536000, immutable';
