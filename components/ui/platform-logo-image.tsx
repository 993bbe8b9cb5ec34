'use client';

import { useEffect, useRef, useState } from 'react';
import { LetterCircle } from './letter-circle';

interface PlatformLogoImageProps {
  src: string;
  name: string;
  color: string;
  size: number;
}

/** An image logo that swaps itself for the first-letter circle when it fails to load. */
export function PlatformLogoImage({ src, name, color, size }: PlatformLogoImageProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  // The error may fire before hydration attaches onError: check the finished image once.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return <LetterCircle name={name} color={color} size={size} />;
  }
  return (
    // A plain img: third-party logos are tiny SVGs that next/image would not optimise anyway.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={imageRef}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 object-contain"
      onError={() => setFailed(true)}
    />
  );
}
