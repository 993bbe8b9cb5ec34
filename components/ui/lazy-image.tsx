'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { IMAGE } from '@/lib/constants';

export type LazyImageStatus = 'placeholder' | 'loading' | 'loaded' | 'failed';

interface LazyImageProps {
  src: string;
  alt: string;
  /** `sizes` for the spec's widths (320…1920, next.config deviceSizes). */
  sizes?: string;
  className?: string;
  quality?: number;
  /** LCP images: loaded at once with a preload, no placeholder stage. */
  priority?: boolean;
}

/**
 * Spec 01 §4: loading placeholder, loaded, failed ('Failed to load image'); lazy images start
 * loading within 100 px of the viewport. Fills its positioned parent.
 */
export function LazyImage({ src, alt, sizes = '(min-width: 1024px) 33vw, 100vw', className = '', quality = IMAGE.quality.default, priority = false }: LazyImageProps) {
  const [status, setStatus] = useState<LazyImageStatus>(priority ? 'loading' : 'placeholder');
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

  return (
    <div ref={holderRef} data-status={status} className="absolute inset-0 overflow-hidden bg-slate-100">
      {(status === 'placeholder' || status === 'loading') && (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-gradient-to-br from-slate-100 to-slate-200" />
      )}
      {status === 'failed' ? (
        <div role="img" aria-label={alt || 'Image'} className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted">
          Failed to load image
        </div>
      ) : (
        status !== 'placeholder' && (
          <Image
            src={src}
            alt={alt}
            fill
            sizes={sizes}
            quality={quality}
            priority={priority}
            className={`object-cover transition-opacity duration-300 ${status === 'loaded' ? 'opacity-100' : 'opacity-0'} ${className}`}
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('failed')}
          />
        )
      )}
    </div>
  );
}
