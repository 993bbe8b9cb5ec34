import { imageAttributes } from '@/components/ui/static-image';
import { HeroImageFrame } from '@/components/sections/hero-image-frame';

interface HeroImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: the box keeps this aspect ratio before the file arrives, so nothing shifts. */
  width?: number;
  height?: number;
}

/**
 * The hero's picture, preloaded at high priority: it is the page's LCP element where the heading
 * is shorter (industry pages), and a low-priority preload waited behind the scripts. next/image's
 * attributes are computed on the server.
 */
export function HeroImage({ src, alt, width = 640, height = 480 }: HeroImageProps) {
  const image = imageAttributes({
    src,
    alt,
    width,
    height,
    preload: true,
    fetchPriority: 'high',
    // CMS-hosted images are already sized by the asset service; next/image would need remotePatterns.
    unoptimized: /^https?:\/\//i.test(src),
    sizes: '(min-width: 1024px) 40vw, 100vw',
    className: 'h-auto w-full rounded-2xl object-cover shadow-xl',
  });
  return <HeroImageFrame image={image} alt={alt} src={src} />;
}
