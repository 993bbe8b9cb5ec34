'use client';

import { useCallback, useRef, useState, type CSSProperties } from 'react';
import type { ImageAttributes } from '@/components/ui/static-image';
import { IMAGE } from '@/lib/image';
import { useInView } from '@/components/ui/use-intersection';

export type LazyImageStatus = 'placeholder' | 'loading' | 'loaded' | 'failed';

interface LazyImageFrameProps {
  /** next/image's attributes, computed on the server (components/ui/static-image.tsx). */
  image: ImageAttributes;
  /** The picture's 16 px copy, painted on the frame until the picture has faded in. */
  backdrop?: CSSProperties | undefined;
  alt: string;
  className?: string;
  /** LCP images: in the served HTML at once, no placeholder stage. */
  eager?: boolean;
  /** The failed state's words, in the page's language, from the server wrapper. */
  labels: { failed: string; unnamed: string };
}

/**
 * What next/image's attributes do not give: the picture is only requested within
 * 100 px of the viewport (the browser's own lazy loading starts much farther away), the frame's
 * grey is the loading placeholder, and a failed image reads 'Failed to load image'. Fills its
 * positioned parent.
 */
export function LazyImageFrame({
  image,
  backdrop,
  alt,
  className = '',
  eager = false,
  labels,
}: LazyImageFrameProps) {
  const holderRef = useRef<HTMLDivElement>(null);
  const near = useInView(holderRef, { rootMargin: `${IMAGE.lazyRootMarginPx}px`, enabled: !eager });
  // What the image itself reported; until then it is loading (in range) or waiting (out of range).
  const [outcome, setOutcome] = useState<'loaded' | 'failed' | null>(null);
  const status: LazyImageStatus = outcome ?? (eager || near ? 'loading' : 'placeholder');

  // A served (eager) image can finish before hydration, when no load event is left to hear.
  const settleIfComplete = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete)
      setOutcome((current) => current ?? (img.naturalWidth > 0 ? 'loaded' : 'failed'));
  }, []);

  return (
    <div
      ref={holderRef}
      data-status={status}
      className="absolute inset-0 overflow-hidden bg-slate-100"
      style={status === 'failed' ? undefined : backdrop}
    >
      {status === 'failed' ? (
        <div
          role="img"
          aria-label={alt || labels.unnamed}
          className="text-muted absolute inset-0 flex items-center justify-center p-4 text-center text-sm"
        >
          {labels.failed}
        </div>
      ) : (
        status !== 'placeholder' && (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its client runtime
          <img
            {...image}
            ref={settleIfComplete}
            alt={alt}
            className={`object-cover transition-opacity duration-300 ${status === 'loaded' ? 'opacity-100' : 'opacity-0'} ${className}`}
            onLoad={() => setOutcome('loaded')}
            onError={() => setOutcome('failed')}
          />
        )
      )}
    </div>
  );
}
