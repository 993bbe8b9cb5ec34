import { StaticImage } from '@/components/ui/static-image';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { ILLUSTRATION_SIZE } from '@/lib/pictures/illustration-size';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/**
 * Pictures (only when there are any), two to a row from 768 px; with an odd count the first spans
 * the row, so none is left alone. A picture is never cropped: it is contained in a 3:2 frame
 * (product screens are drawn 3:2, an editor's picture of any shape keeps it). The caption shows
 * on hover and keyboard focus where there is hover (the spec); on touch screens it is always
 * shown, under the picture.
 */
export function GalleryBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'gallery'>;
  editable?: Editable<BlockData<'gallery'>>;
}) {
  if (data.images.length === 0) return null;
  const base = data.anchor ?? id;
  return (
    <section
      id={data.anchor}
      aria-labelledby={`${base}-title`}
      className="bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${base}-title`}
          title={data.heading}
          edit={{ title: editable('heading') }}
        />
        <ul
          className="mt-12 grid gap-6 md:grid-cols-2 md:[&>:first-child:nth-last-child(odd)]:col-span-2"
          // Names the list whose pictures are files an editor picks (the CMS coverage suite reads it).
          data-picture-list="images"
          {...editable('images')}
        >
          {data.images.map((image, index) => (
            <li key={image.image + image.caption}>
              <figure
                tabIndex={0}
                className="group focus-visible:outline-primary relative overflow-hidden rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <StaticImage
                  src={image.image}
                  backdrop={image.placeholder}
                  alt={image.alt}
                  {...ILLUSTRATION_SIZE.project}
                  sizes={
                    index === 0 && data.images.length % 2 === 1
                      ? '(min-width: 1152px) 1088px, 100vw'
                      : '(min-width: 1152px) 532px, (min-width: 768px) 50vw, 100vw'
                  }
                  className="aspect-[3/2] w-full bg-slate-100 object-contain"
                />
                <figcaption className="bg-ink/85 [@media(hover:none)]:text-ink absolute inset-x-0 bottom-0 translate-y-full px-4 py-3 text-sm text-white transition-transform duration-300 group-focus-within:translate-y-0 group-hover:translate-y-0 motion-reduce:transition-none [@media(hover:none)]:static [@media(hover:none)]:translate-y-0 [@media(hover:none)]:bg-white">
                  {image.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
