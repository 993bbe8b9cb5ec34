/**
 * Image qualities (lib/image-config.mjs, which next.config.mjs reads too, with the widths) and the
 * lazy pictures' root margin. The Open Graph card's size is lib/seo/metadata.ts's OG_IMAGE_SIZE.
 */
import { IMAGE_QUALITY } from './image-config.mjs';

export const IMAGE = {
  quality: IMAGE_QUALITY,
  lazyRootMarginPx: 100,
} as const;
