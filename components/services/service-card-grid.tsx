import { isOptimizable } from '@/lib/cms/assets';
import { HighlightedTitle } from '@/components/ui/highlighted-title';
import { StaticImage } from '@/components/ui/static-image';
import {
  CardArrowLink,
  CardGridSection,
  type CardGridEdit,
} from '@/components/sections/card-grid-section';
import { ILLUSTRATION_SIZE } from '@/lib/pictures/illustration-size';
import { serviceHref } from '@/lib/sections/services-layout';
import type { Service } from '@/lib/content/types';

interface ServiceCardGridProps {
  heading: string;
  description?: string;
  linkLabel: string;
  /** The Visual Editor's marks on the heading, description and link text (draft mode only). */
  edit?: CardGridEdit;
  services: Service[];
}

/** /services: every service in the content layer's order, each with its banner and icon. */
export function ServiceCardGrid({
  heading,
  description,
  linkLabel,
  services,
  edit = {},
}: ServiceCardGridProps) {
  return (
    <CardGridSection
      id="all-services"
      heading={heading}
      description={description}
      edit={edit}
      columns={3}
    >
      {services.map((service) => (
        <li key={service.id} data-service={service.slug}>
          <article
            aria-labelledby={`service-card-${service.id}`}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
          >
            <div className="relative">
              <StaticImage
                src={service.bannerPath}
                alt=""
                {...ILLUSTRATION_SIZE.banner}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                unoptimized={!isOptimizable(service.bannerPath)}
                className="aspect-[1200/630] w-full object-cover"
              />
              <span className="absolute inset-s-6 -bottom-6 inline-flex size-12 items-center justify-center rounded-xl bg-white shadow-md ring-1 ring-slate-200">
                <StaticImage
                  src={service.icon}
                  alt=""
                  width={28}
                  height={28}
                  unoptimized={/^https?:\/\//i.test(service.icon)}
                />
              </span>
            </div>
            <div className="flex flex-1 flex-col p-6 pt-9">
              <h3 id={`service-card-${service.id}`} className="text-ink text-xl font-semibold">
                <HighlightedTitle title={service.title} highlight={service.titleHighlight} />
              </h3>
              <p className="text-muted mt-3 flex-1">{service.shortDescription}</p>
              <CardArrowLink
                href={serviceHref(service)}
                label={linkLabel}
                edit={edit.linkLabel}
                cardTitle={service.title}
                className="mt-6"
              />
            </div>
          </article>
        </li>
      ))}
    </CardGridSection>
  );
}
