'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageAttributes } from '@/components/ui/static-image';
import { IMAGE } from '@/lib/constants';
import { IMAGE_LABELS } from '@/content-fallback/ui-labels';

export type LazyImageStatus = 'placeholder' | 'loading' | 'loaded' | 'failed';

interface LazyImageFrameProps {
  /** next/image's attributes, computed on the server (components/ui/static-image.tsx). */
  image: ImageAttributes;
  alt: string;
  className?: string;
  /** LCP images: in the served HTML at once, no placeholder stage. */
  eager?: boolean;
}

/**
 * Spec 01 §4: loading placeholder, loaded, failed ('Failed to load image'); lazy images start
 * loading within 100 px of the viewport. Fills its positioned parent.
 */
export function LazyImageFrame({ image, alt, className = '', eager = false }: LazyImageFrameProps) {
  const [status, setStatus] = useState<LazyImageStatus>(eager ? 'loading' : 'placeholder');
  const holderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status !== 'placeholder') return;
    const holder = holderRef.current;
    if (!holder || typeof IntersectionObserver === 'undefined') {
      setStatus('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setStatus('loading');
        }
      },
      { rootMargin: `${IMAGE.lazyRootMarginPx}px` },
    );
    observer.observe(holder);
    return () => observer.disconnect();
  }, [status]);

  // A served (eager) image can finish before hydration, when no load event is left to hear.
  const settleIfComplete = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete)
      setStatus((current) =>
        current === 'loading' ? (img.naturalWidth > 0 ? 'loaded' : 'failed') : current,
      );
  }, []);

  return (
    <div
      ref={holderRef}
      data-status={status}
      className="absolute inset-0 overflow-hidden bg-slate-100"
    >
      {(status === 'placeholder' || status === 'loading') && (
        <div
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-slate-100 to-slate-200"
        />
      )}
      {status === 'failed' ? (
        <div
          role="img"
          aria-label={alt || IMAGE_LABELS.unnamed}
          className="text-muted absolute inset-0 flex items-center justify-center p-4 text-center text-sm"
        >
          {IMAGE_LABELS.failed}
        </div>
      ) : (
        status !== 'placeholder' && (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its client runtime
          <img
            {...image}
            ref={settleIfComplete}
            alt={alt}
            className={`object-cover transition-opacity duration-300 ${status === 'loaded' ? 'opacity-100' : 'opacity-0'} ${className}`}
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('failed')}
          />
        )
      )}
    </div>
  );
}
