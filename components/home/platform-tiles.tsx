import { HOME_PLATFORM_TILES } from '@/lib/constants';
import { SectionHeading } from '@/components/sections/section-heading';
import { PlatformLogo } from '@/components/ui/platform-logo';
import type { HomeCopy, PlatformTile } from '@/content-fallback/home';

function TileList({ heading, id, tiles }: { heading: string; id: string; tiles: PlatformTile[] }) {
  return (
    <div>
      <h3 id={id} className="text-ink text-xl font-semibold">
        {heading}
      </h3>
      <ul aria-labelledby={id} className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li
            key={tile.name}
            data-reveal
            className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
          >
            <PlatformLogo
              name={tile.name}
              brand={tile.brand}
              logoUrl={tile.logoUrl}
              color={tile.color}
            />
            <span className="text-ink font-semibold">{tile.name}</span>
            <span className="text-muted text-sm">{tile.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Home block 3: six automation platforms and six AI development tools. */
export function PlatformTiles({ copy }: { copy: HomeCopy['platforms'] }) {
  return (
    <section
      aria-labelledby="home-platforms-title"
      data-home-section="platforms"
      className="bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-platforms-title"
          title={copy.heading}
          description={copy.description}
        />
        <div className="mt-12 grid gap-12 lg:grid-cols-2">
          <TileList
            heading={copy.automationHeading}
            id="home-platforms-automation"
            tiles={copy.automation.slice(0, HOME_PLATFORM_TILES)}
          />
          <TileList
            heading={copy.aiToolsHeading}
            id="home-platforms-ai"
            tiles={copy.aiTools.slice(0, HOME_PLATFORM_TILES)}
          />
        </div>
      </div>
    </section>
  );
}
