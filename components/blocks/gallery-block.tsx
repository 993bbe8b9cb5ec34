import { cardGridClass } from '@/components/ui/card-grid';
import { StaticImage } from '@/components/ui/static-image';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/lib/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Pictures (only when there are any): each caption shows on hover and on keyboard focus. */
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
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${base}-title`}
          title={data.heading}
          edit={{ title: editable('heading') }}
        />
        <ul className={`mt-12 gap-6 ${cardGridClass()}`} {...editable('images')}>
          {data.images.map((image) => (
            <li key={image.image + image.caption}>
              <figure
                tabIndex={0}
                className="group focus-visible:outline-primary relative overflow-hidden rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <StaticImage
                  src={image.image}
                  alt={image.alt}
                  width={1200}
                  height={800}
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
                <figcaption className="bg-ink/85 absolute inset-x-0 bottom-0 translate-y-full px-4 py-3 text-sm text-white transition-transform duration-300 group-focus-within:translate-y-0 group-hover:translate-y-0 motion-reduce:transition-none">
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
