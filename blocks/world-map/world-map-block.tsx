import { SectionHeading } from '@/components/sections/section-heading';
import { WorldMap, type WorldMapPlace } from '@/components/ui/world-map';
import type { BlockData } from '@/blocks/catalog';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Offices and client countries on the dotted world map, listed beside it. */
export function WorldMapBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'world_map'>;
  editable?: Editable<BlockData<'world_map'>>;
}) {
  const { heading, description, offices, clients, officesHeading, clientsHeading, mapLabel } = data;
  const headingId = `${id}-heading`;
  const places: WorldMapPlace[] = [
    // Clients drawn last so a client's dot stays visible between nearby offices' halos.
    ...offices.map((office) => ({ ...office, kind: 'office' as const })),
    ...clients.map((client) => ({ ...client, kind: 'client' as const })),
  ];
  return (
    <section id={data.anchor} aria-labelledby={headingId} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading
          id={headingId}
          title={heading}
          description={description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        <div className="mt-12 grid items-center gap-10 lg:grid-cols-[2fr_1fr]">
          <WorldMap places={places} label={mapLabel} className="h-auto w-full" />
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
            <div>
              <h3 className="text-ink text-lg font-semibold" {...editable('officesHeading')}>
                {officesHeading}
              </h3>
              <ul className="mt-3 space-y-3" {...editable('offices')}>
                {offices.map((office) => (
                  <li key={office.label} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="bg-primary ring-primary/25 mt-1.5 size-3 shrink-0 rounded-full ring-4"
                    />
                    <span>
                      <span className="text-ink block font-semibold">{office.label}</span>
                      <span className="text-muted">{office.place}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-ink text-lg font-semibold" {...editable('clientsHeading')}>
                {clientsHeading}
              </h3>
              <ul className="mt-3 flex flex-wrap gap-2" {...editable('clients')}>
                {clients.map((client) => (
                  <li
                    key={client.label}
                    className="bg-surface text-ink inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium"
                  >
                    <span aria-hidden="true" className="bg-accent size-2 rounded-full" />
                    {client.label}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
