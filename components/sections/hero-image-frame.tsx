'use client';

import { useCallback } from 'react';
import type { ImageAttributes } from '@/components/ui/static-image';
import type { EditAttrs } from '@/lib/visual-editing/types';

/**
 * A hero image that fails to load becomes, with a warning, an empty picture of its own aspect
 * ratio over its tinted background: no broken-image icon, and nothing below it moves.
 */
export function HeroImageFrame({
  image,
  alt,
  src,
  edit,
}: {
  image: ImageAttributes;
  alt: string;
  /** The image as written in the content, for the warning. */
  src: string;
  /** The Visual Editor's mark (draft mode only). */
  edit?: EditAttrs;
}) {
  const emptyBox = useCallback(
    (img: HTMLImageElement) => {
      if (img.dataset.failedImage !== undefined) return;
      console.warn(`Hero image failed to load and was replaced by its empty box: ${src}`);
      img.dataset.failedImage = '';
      img.removeAttribute('srcset');
      img.src = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${image.width} ${image.height}"/>`)}`;
    },
    [src, image.width, image.height],
  );
  // The served image can fail before hydration, when no error event is left to hear.
  const emptyIfBroken = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) emptyBox(img);
    },
    [emptyBox],
  );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its client runtime
    <img
      {...image}
      {...edit}
      ref={emptyIfBroken}
      alt={alt}
      className={`${image.className ?? ''} from-primary-light bg-linear-to-br to-slate-100`}
      onError={(event) => emptyBox(event.currentTarget)}
    />
  );
}
