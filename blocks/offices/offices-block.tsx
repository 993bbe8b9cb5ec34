import { MapPin } from '@/components/ui/icons';
import { ContactDetails } from '@/components/sections/contact-details';
import { WorldMap } from '@/components/ui/world-map';
import type { BlockData } from '@/blocks/catalog';
import { getSiteSettings } from '@/lib/content';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** The offices on the dotted world map (drawn on the server) with their addresses, then e-mail and phone. */
export async function OfficesBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'offices'>;
  editable?: Editable<BlockData<'offices'>>;
}) {
  const { site } = await getSiteSettings();
  const headingId = `${data.anchor ?? id}-heading`;
  return (
    <section id={data.anchor} aria-labelledby={headingId} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2
          id={headingId}
          className="text-ink text-3xl font-bold tracking-tight"
          {...editable('heading')}
        >
          {data.heading}
        </h2>
        <WorldMap
          places={data.offices.map((office) => ({
            label: office.label,
            lat: office.lat,
            lng: office.lng,
            kind: 'office' as const,
          }))}
          label={data.mapLabel}
          className="mx-auto mt-8 h-auto w-full max-w-4xl"
        />
        <ul className="mt-8 grid gap-6 md:grid-cols-3" {...editable('offices')}>
          {data.offices.map((office) => (
            <li key={office.label} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-ink flex items-center gap-2 text-lg font-semibold">
                <MapPin aria-hidden="true" className="text-primary size-5" />
                {office.label}
              </h3>
              <p className="text-muted mt-2">{office.address}</p>
            </li>
          ))}
        </ul>
        <ContactDetails
          className="mt-8 flex flex-wrap gap-x-10 gap-y-3 text-lg"
          email={site.email}
          phone={site.phone}
          emailLabel={data.emailLabel}
          phoneLabel={data.phoneLabel}
          edit={{ emailLabel: editable('emailLabel'), phoneLabel: editable('phoneLabel') }}
        />
      </div>
    </section>
  );
}
