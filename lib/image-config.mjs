// Plain JavaScript so next.config.mjs and lib/image.ts read the same numbers.

/**
 * Responsive widths: next/image's deviceSizes and the `sizes` the components write. 512 is for
 * the phones' 16rem hero pictures at 1.75-2 device pixels (448-512 px): without it they fetched
 * the 640 w file, a third more bytes, while the picture was the page's LCP.
 */
export const IMAGE_WIDTHS = Object.freeze([320, 512, 640, 768, 1024, 1280, 1920]);

/** Image qualities: 80 by default, 60 low, 95 high. */
export const IMAGE_QUALITY = Object.freeze({ default: 80, low: 60, high: 95 });

/** Qualities next/image may serve: those three plus 75, next/image's own default. */
export const NEXT_IMAGE_QUALITIES = Object.freeze(
  [...new Set([...Object.values(IMAGE_QUALITY), 75])].sort((a, b) => a - b),
);
