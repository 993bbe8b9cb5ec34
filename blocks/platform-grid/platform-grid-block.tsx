import { BrandMark, brandMarkIdOf, brandMarkTitle } from '@/components/ui/brand-marks';
import { LetterCircle } from '@/components/ui/letter-circle';
import { LandingSection } from '@/components/landing/landing-section';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/**
 * The platform's brand mark, else a letter circle in its colour: PlatformLogo's marks without its
 * uploaded-logo branch, whose client image loader no landing page needs.
 */
function PlatformMark({ name, brand, color }: { name: string; brand: string; color: string }) {
  const markId = brandMarkIdOf(brand);
  if (markId)
    return (
      <BrandMark
        id={markId}
        color="brand"
        size={40}
        title={brandMarkTitle(markId)}
        className="shrink-0"
      />
    );
  return <LetterCircle name={name} color={color} size={40} />;
}

/** Platform cards; with five, the fifth shows only on large screens. */
export function PlatformGridBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'platform_grid'>;
  editable?: Editable<BlockData<'platform_grid'>>;
}) {
  const columns = data.items.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4';
  return (
    <LandingSection
      name="platforms"
      anchor={data.anchor}
      headingId={`${data.anchor ?? id}-heading`}
      heading={data.heading}
      description={data.description}
      edit={{ title: editable('heading'), description: editable('description') }}
      className="bg-white"
    >
      <ul className={`mt-12 grid gap-5 sm:grid-cols-2 ${columns}`} {...editable('items')}>
        {data.items.map((platform, index) => (
          <li
            key={platform.name}
            className={`bg-surface flex flex-col rounded-2xl p-6 ${index >= 4 ? 'hidden lg:flex' : ''}`}
          >
            <PlatformMark name={platform.name} brand={platform.brand} color={platform.color} />
            <h3 className="text-ink mt-4 text-lg font-semibold">{platform.name}</h3>
            <p className="text-muted mt-2 flex-1 text-sm leading-relaxed">{platform.description}</p>
            <p className="text-primary-dark mt-4 text-sm font-semibold">{platform.highlight}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
