import { imageAttributes, withoutBackdrop } from '@/components/ui/static-image';
import { LazyImageFrame } from '@/components/ui/lazy-image-frame';
import { getUiLabels } from '@/lib/content/copy';
import { IMAGE } from '@/lib/image';

export type { LazyImageStatus } from '@/components/ui/lazy-image-frame';

interface LazyImageProps {
  src: string;
  alt: string;
  /** `sizes` for the responsive widths (320…1920, next.config deviceSizes). */
  sizes?: string;
  className?: string;
  quality?: number;
  /** LCP images: loaded at once with a preload, no placeholder stage. */
  preload?: boolean;
  /** CSS object-position that keeps the picture's focal point in the crop. */
  focus?: string | undefined;
  /** A CMS picture's 16 px copy (a data URL), painted until it arrives; a bundled one has its own. */
  backdrop?: string | undefined;
}

/**
 * A lazily loaded picture that fills its positioned parent: next/image's srcset is computed here on
 * the server; the small client frame owns the placeholder, failure and 100 px lazy-loading states.
 */
export function LazyImage({
  src,
  alt,
  sizes = '(min-width: 1024px) 33vw, 100vw',
  className = '',
  quality = IMAGE.quality.default,
  preload = false,
  focus,
  backdrop,
}: LazyImageProps) {
  const { image, backdrop: placeholder } = withoutBackdrop(
    imageAttributes({
      src,
      alt,
      fill: true,
      sizes,
      quality,
      preload,
      backdrop,
      ...(focus ? { style: { objectPosition: focus } } : {}),
    }),
  );
  return (
    <LazyImageFrame
      image={image}
      backdrop={placeholder}
      alt={alt}
      className={className}
      eager={preload}
      labels={getUiLabels().IMAGE_LABELS}
    />
  );
}
