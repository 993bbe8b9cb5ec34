import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/** The <img> attributes next/image computes (srcset, sizes, loading, decoding, style). */
export type ImageAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * next/image's sizing and srcset, computed on the server. Rendering `<Image>` ships its client
 * runtime (about 4.5 kB gzip) on every page; the same attributes on a plain <img> ship nothing.
 * `preload` adds the same <link rel="preload"> next/image's own preload would.
 */
export function imageAttributes(props: ImageProps): ImageAttributes {
  const { props: attributes } = getImageProps(props);
  if (props.preload) {
    preloadResource(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: attributes.fetchPriority,
    });
  }
  return attributes;
}

/** A next/image-optimised picture without client JavaScript (server components only). */
export function StaticImage(props: ImageProps) {
  const attributes = imageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its client runtime
  return <img {...attributes} alt={props.alt} />;
}
