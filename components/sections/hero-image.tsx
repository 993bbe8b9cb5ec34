'use client';

import Image from 'next/image';
import { useState } from 'react';

interface HeroImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: the box keeps this aspect ratio before the file arrives, so nothing shifts. */
  width?: number;
  height?: number;
}

/** Spec 01 §4: a hero image that fails to load is hidden, with a warning, instead of a broken box. */
export function HeroImage({ src, alt, width = 640, height = 480 }: HeroImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      priority
      // CMS-hosted images are already sized by the asset service; next/image would need remotePatterns.
      unoptimized={/^https?:\/\//i.test(src)}
      sizes="(min-width: 1024px) 40vw, 100vw"
      className="h-auto w-full rounded-2xl object-cover shadow-xl"
      onError={() => {
        console.warn(`Hero image failed to load and was hidden: ${src}`);
        setFailed(true);
      }}
    />
  );
}
