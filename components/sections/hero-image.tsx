import type { CSSProperties } from 'react';
import { imageAttributes } from '@/components/ui/static-image';
import { isOptimizable } from '@/lib/cms/assets';
import { HeroImageFrame } from '@/components/sections/hero-image-frame';
import type { EditAttrs } from '@/lib/visual-editing/types';

interface HeroImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: the box keeps this aspect ratio before the file arrives, so nothing shifts. */
  width?: number;
  height?: number;
  /** The Visual Editor's mark on the picture (draft mode only). */
  edit?: EditAttrs;
  /** CSS object-position that keeps the picture's focal point in the crop. */
  focus?: string;
  /** A CMS picture's 16 px copy (a data URL), painted until it arrives. */
  backdrop?: string | undefined;
}

/**
 * The hero's picture, preloaded at high priority: it is the page's LCP element on wide screens
 * where the heading is shorter (industry pages), and a low-priority preload waited behind the
 * scripts. On one-column screens it sits below the text, at most 16rem wide: smaller than the
 * heading, so the first screen's largest element is text painted with the first frame, not a
 * decorative picture that arrives after it. next/image's attributes are computed on the server.
 */
/** The box's width on one-column screens (`max-w-64`), where it is at most this wide. */
const PHONE_BOX_WIDTH = 256;

/**
 * The box's aspect ratio on one-column screens: the stated one with its height rounded as the
 * optimiser rounds the 256 w file's (1200 × 630 gives 256 × 134, not 134.4). A box a fraction of
 * a pixel taller than its file scaled the picture by 0.3 %, and Chromium's choice of filter for
 * that varied between runs (the 390 px screenshots differed in the picture's colours). Wide
 * screens keep the stated ratio: their box is fluid, and no file matches it anyway.
 */
export function heroBoxRatio(width: number, height: number): string {
  return `${PHONE_BOX_WIDTH} / ${Math.max(1, Math.round((PHONE_BOX_WIDTH * height) / width))}`;
}

export function HeroImage({
  src,
  alt,
  width = 640,
  height = 480,
  edit,
  focus,
  backdrop,
}: HeroImageProps) {
  const image = imageAttributes({
    src,
    alt,
    width,
    height,
    preload: true,
    fetchPriority: 'high',
    backdrop,
    // A CMS file goes through the optimiser like a bundled picture (next.config.mjs allows its host).
    unoptimized: !isOptimizable(src),
    sizes: '(min-width: 1024px) 40vw, 16rem',
    className:
      'mx-auto h-auto w-full max-w-64 rounded-2xl object-cover shadow-xl aspect-(--hero-phone-ratio) lg:aspect-(--hero-ratio) lg:max-w-none',
  });
  // The box's ratio is set, not the loaded file's: each srcset width is rounded to whole pixels
  // (256 × 134 for 1200 × 630), so which width the browser picked moved the page below by a
  // fraction of a pixel. The classes above read these: the phone box's whole-pixel ratio, the
  // stated one from lg.
  const ratios = {
    '--hero-phone-ratio': heroBoxRatio(width, height),
    '--hero-ratio': `${width} / ${height}`,
  } as CSSProperties;
  const framed = {
    ...image,
    style: { ...image.style, ...ratios, ...(focus ? { objectPosition: focus } : {}) },
  };
  return <HeroImageFrame image={framed} alt={alt} src={src} edit={edit} />;
}
