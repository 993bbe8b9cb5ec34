import type { BlockData } from '@/blocks/catalog';
import { toHttpUrl } from '@/lib/cms/mappers';
import { getUiLabels } from '@/lib/content/copy';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** A case study's facts beside its overview; id="overview" is where the hero's link lands. */
export function ProjectOverviewBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'project_overview'>;
  editable?: Editable<BlockData<'project_overview'>>;
}) {
  const base = data.anchor ?? id;
  const liveUrl = toHttpUrl(data.liveUrl);
  return (
    <section
      id={data.anchor}
      aria-labelledby={`${base}-title`}
      className="scroll-mt-20 bg-white py-16 md:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div className="bg-surface self-start rounded-2xl p-8">
          <h2 className="text-ink text-xl font-semibold" {...editable('detailsHeading')}>
            {data.detailsHeading}
          </h2>
          <dl className="mt-6 space-y-4" {...editable('details')}>
            {data.details.map((detail) => (
              <div key={detail.label}>
                <dt className="text-muted text-sm font-medium">{detail.label}</dt>
                <dd className="text-ink font-semibold">{detail.value}</dd>
              </div>
            ))}
            {data.services.length > 0 && (
              <div>
                <dt className="text-muted text-sm font-medium" {...editable('servicesLabel')}>
                  {data.servicesLabel}
                </dt>
                <dd>
                  <ul className="mt-1 flex flex-wrap gap-2" {...editable('services')}>
                    {data.services.map((service) => (
                      <li
                        key={service}
                        className="bg-primary-light text-primary-dark rounded-full px-3 py-1 text-xs font-medium"
                      >
                        {service}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            <div>
              <dt className="text-muted text-sm font-medium" {...editable('statusLabel')}>
                {data.statusLabel}
              </dt>
              <dd
                className="text-ink inline-flex items-center gap-2 font-semibold"
                {...editable('status')}
              >
                <span aria-hidden="true" className="bg-accent size-2 rounded-full" />
                {data.status}
              </dd>
            </div>
          </dl>
        </div>
        <div>
          <h2
            id={`${base}-title`}
            className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
            {...editable('heading')}
          >
            {data.heading}
          </h2>
          <p className="text-muted mt-6 text-lg leading-relaxed" {...editable('description')}>
            {data.description}
          </p>
          {liveUrl && data.liveLinkLabel && (
            <a
              href={liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary-dark hover:text-primary mt-8 inline-flex font-semibold underline underline-offset-4"
              {...editable(['liveLinkLabel', 'liveUrl'])}
            >
              {data.liveLinkLabel}
              <span className="sr-only"> {getUiLabels().OPENS_IN_NEW_TAB}</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
