/**
 * Image widths and qualities (lib/image-config.mjs, which next.config.mjs reads too), the lazy
 * pictures' root margin and the Open Graph card's size.
 */
import { IMAGE_QUALITY, IMAGE_WIDTHS } from './image-config.mjs';

export const IMAGE = {
  widths: IMAGE_WIDTHS,
  quality: IMAGE_QUALITY,
  lazyRootMarginPx: 100,
  ogWidth: 1200,
  ogHeight: 630,
} as const;
