import { PlatformLogo } from '@/components/ui/platform-logo';
import { LandingSection } from '@/components/landing/landing-section';
import type { BlockData } from '@/lib/blocks/catalog';

/** Platform cards; with five, the fifth shows only on large screens (spec 02 §2). */
export function PlatformGridBlock({ id, data }: { id: string; data: BlockData<'platform_grid'> }) {
  const columns = data.items.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4';
  return (
    <LandingSection
      name="platforms"
      anchor={data.anchor}
      headingId={`${data.anchor ?? id}-heading`}
      heading={data.heading}
      description={data.description}
      className="bg-white"
    >
      <ul className={`mt-12 grid gap-5 sm:grid-cols-2 ${columns}`}>
        {data.items.map((platform, index) => (
          <li
            key={platform.name}
            className={`bg-surface flex flex-col rounded-2xl p-6 ${index >= 4 ? 'hidden lg:flex' : ''}`}
          >
            <PlatformLogo
              name={platform.name}
              brand={platform.brand === 'none' ? undefined : platform.brand}
              color={platform.color}
              size={40}
            />
            <h3 className="text-ink mt-4 text-lg font-semibold">{platform.name}</h3>
            <p className="text-muted mt-2 flex-1 text-sm leading-relaxed">{platform.description}</p>
            <p className="text-primary-dark mt-4 text-sm font-semibold">{platform.highlight}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
