import { StaticImage } from '@/components/ui/static-image';
import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '@/components/sections/section-heading';
import { ILLUSTRATION_SIZE } from '@/lib/constants';
import { serviceHref } from '@/lib/sections/services-layout';
import type { Service } from '@/lib/content/types';

interface ServiceCardGridProps {
  heading: string;
  description: string;
  linkLabel: string;
  services: Service[];
}

/** /services: every service in the content layer's order, each with its banner and icon. */
export function ServiceCardGrid({
  heading,
  description,
  linkLabel,
  services,
}: ServiceCardGridProps) {
  return (
    <section
      id="all-services"
      aria-labelledby="all-services-title"
      className="scroll-mt-20 bg-white py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="all-services-title" title={heading} description={description} />
        <ul aria-label={heading} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
                    unoptimized={/^https?:\/\//i.test(service.bannerPath)}
                    className="aspect-[1200/630] w-full object-cover"
                  />
                  <span className="absolute -bottom-6 left-6 inline-flex size-12 items-center justify-center rounded-xl bg-white shadow-md ring-1 ring-slate-200">
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
                    {service.title}
                  </h3>
                  <p className="text-muted mt-3 flex-1">{service.shortDescription}</p>
                  <Link
                    href={serviceHref(service)}
                    className="text-primary-dark hover:text-primary focus-visible:outline-primary mt-6 inline-flex items-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    {linkLabel}
                    <span className="sr-only">: {service.title}</span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-1"
                    />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
