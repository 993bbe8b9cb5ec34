import type { CSSProperties } from 'react';
import { getImageProps, type ImageProps } from 'next/image';
import placeholders from '@/lib/pictures/placeholders.json';

/** The <img> attributes next/image computes (srcset, sizes, loading, decoding, style). */
export type ImageAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * next/image's sizing and srcset, computed on the server. Rendering `<Image>` ships its client
 * runtime (about 4.5 kB gzip) on every page; the same attributes on a plain <img> ship nothing.
 * No ReactDOM.preload() for a `preload` picture: React turns that call into a hint in the page's
 * RSC payload, which the browser acts on when the page is merely prefetched, so every page whose
 * calls to action prefetch /contact downloaded /contact's hero picture (and Chrome warned it went
 * unused). The served HTML needs no call either: React preloads an eager <img> it renders on the
 * server, in <head>, at the image's fetchPriority. (Our pictures are drawn by client frames, which
 * keeps the <img> itself out of the payload's hints too.)
 */
export function imageAttributes({
  backdrop,
  ...props
}: ImageProps & {
  /** A CMS picture's 16 px copy (a data URL), painted the same way as a bundled one's. */
  backdrop?: string;
}): ImageAttributes {
  const attributes = firstFrameDecode(getImageProps(props).props, props.preload || props.priority);
  const placeholder = backdrop
    ? stretched(backdrop)
    : typeof props.src === 'string'
      ? placeholderOf(props.src)
      : undefined;
  if (!placeholder) return attributes;
  return { ...attributes, style: { ...placeholder, ...attributes.style } };
}

/**
 * The LCP picture decodes with the frame that paints it (the browser's default). next/image writes
 * decoding="async" on every picture, which lets the browser present it a frame later: when that
 * frame waits behind hydration's long task, the picture that had arrived before the first paint
 * was painted 250-350 ms after it (Lighthouse mobile's LCP render delay).
 */
function firstFrameDecode(attributes: ImageAttributes, lcp: boolean | undefined): ImageAttributes {
  return lcp ? { ...attributes, decoding: undefined } : attributes;
}

/**
 * A bundled picture's placeholder (lib/pictures/placeholders.json, written by
 * scripts/draw-pictures.mjs): its 16 px copy, stretched behind it until it arrives, which the
 * browser's smoothing blurs. Not next/image's placeholder="blur": that draws an SVG blur filter
 * over the whole box, whose painting cost 200-300 ms of blocking time per page on a throttled phone.
 */
function placeholderOf(src: string) {
  const url = (placeholders as Record<string, string>)[src];
  return url ? stretched(url) : undefined;
}

/**
 * The placeholder's style apart from the picture's: a frame that fades its picture in (opacity 0
 * while it loads) paints the placeholder on itself, where it can be seen.
 */
export function withoutBackdrop(attributes: ImageAttributes): {
  image: ImageAttributes;
  backdrop: CSSProperties | undefined;
} {
  const { backgroundImage, backgroundSize, backgroundPosition, ...style } = attributes.style ?? {};
  if (!backgroundImage) return { image: attributes, backdrop: undefined };
  return {
    image: { ...attributes, style },
    backdrop: { backgroundImage, backgroundSize, backgroundPosition },
  };
}

const stretched = (url: string) => ({
  backgroundImage: `url("${url}")`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

/** A next/image-optimised picture without client JavaScript (server components only). */
export function StaticImage(props: ImageProps & { backdrop?: string }) {
  const attributes = imageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its client runtime
  return <img {...attributes} alt={props.alt} />;
}
