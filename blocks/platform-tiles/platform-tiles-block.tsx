import { HOME_PLATFORM_TILES } from '@/lib/content/limits';
import { SectionHeading } from '@/components/sections/section-heading';
import { PlatformLogo } from '@/components/ui/platform-logo';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import type { EditAttrs } from '@/lib/visual-editing/types';
import { homeSectionMarker, type BlockPage } from '../block-page';

type Tile = BlockData<'platform_tiles'>['first'][number];

function TileList({
  heading,
  id,
  tiles,
  edit,
}: {
  heading: string;
  id: string;
  tiles: Tile[];
  edit: { heading: EditAttrs; tiles: EditAttrs };
}) {
  return (
    <div>
      <h3 id={id} className="text-ink text-xl font-semibold" {...edit.heading}>
        {heading}
      </h3>
      <ul
        aria-labelledby={id}
        className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3"
        {...edit.tiles}
      >
        {tiles.map((tile) => (
          <li
            key={tile.name}
            data-reveal
            className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
          >
            <PlatformLogo
              name={tile.name}
              brand={tile.brand === 'none' ? undefined : tile.brand}
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

/** Two columns of platform tiles (automation platforms and AI tools on home), six at most each. */
export function PlatformTilesBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'platform_tiles'>;
  page?: BlockPage;
  editable?: Editable<BlockData<'platform_tiles'>>;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      {...homeSectionMarker(page, 'platforms')}
      className="bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        {/* The columns' ids are those home had before it was blocks. */}
        <div className="mt-12 grid gap-12 lg:grid-cols-2">
          <TileList
            heading={data.firstHeading}
            id={`${id}-automation`}
            tiles={data.first.slice(0, HOME_PLATFORM_TILES)}
            edit={{ heading: editable('firstHeading'), tiles: editable('first') }}
          />
          <TileList
            heading={data.secondHeading}
            id={`${id}-ai`}
            tiles={data.second.slice(0, HOME_PLATFORM_TILES)}
            edit={{ heading: editable('secondHeading'), tiles: editable('second') }}
          />
        </div>
      </div>
    </section>
  );
}
