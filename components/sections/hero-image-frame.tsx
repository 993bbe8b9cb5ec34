'use client';

import { useCallback, useState } from 'react';
import type { ImageAttributes } from '@/components/ui/static-image';
import type { EditAttrs } from '@/lib/visual-editing/types';

/**
 * A hero image that fails to load gives way, with a warning, to a plain tinted box of the same
 * size and place: no broken-image icon, and nothing below it moves.
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
  const [failed, setFailed] = useState(false);
  const hide = useCallback(() => {
    console.warn(`Hero image failed to load and was replaced by its empty box: ${src}`);
    setFailed(true);
  }, [src]);
  // The served image can fail before hydration, when no error event is left to hear.
  const hideIfBroken = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) hide();
    },
    [hide],
  );
  if (failed)
    return (
      <div
        {...edit}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-failed-image=""
        className={`${image.className ?? ''} from-primary-light bg-linear-to-br to-slate-100`}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      />
    );
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its client runtime
  return <img {...image} {...edit} ref={hideIfBroken} alt={alt} onError={hide} />;
}
