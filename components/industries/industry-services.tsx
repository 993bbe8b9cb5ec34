import { ButtonLink } from '@/components/ui/button';
import { CircleCheck } from '@/components/ui/icons';
import { LineIcon } from '@/components/illustrations/line-icon';
import { SectionHeading } from '@/components/sections/section-heading';
import { industryServiceFeatures } from '@/lib/sections/detail-limits';
import type { IndustryDetail } from '@/lib/content/types';
import { industrySectionCopy as copy } from '@/content-fallback/pages/detail-copy';

/** Services by category: at most 3 features per service, popular ones marked; ends with the quote link. */
export function IndustryServices({
  data,
  quoteHref,
}: {
  data: NonNullable<IndustryDetail['services']>;
  quoteHref: string;
}) {
  return (
    <section aria-labelledby="industry-services-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="industry-services-title"
          title={data.sectionTitle}
          description={data.sectionDescription}
        />
        {data.serviceCategories.map((category) => (
          <div key={category.categoryName} className="mt-12">
            <h3 className="text-ink flex items-center gap-3 text-2xl font-bold">
              <LineIcon name={category.iconClass} className="text-primary size-6" />
              {category.categoryName}
            </h3>
            <p className="text-muted mt-2">{category.categoryDescription}</p>
            <ul aria-label={category.categoryName} className="mt-6 grid gap-6 md:grid-cols-2">
              {category.services.map((service) => (
                <li
                  key={service.name}
                  data-popular={service.isPopular || undefined}
                  className={`relative rounded-2xl p-6 ${service.isPopular ? 'border-primary border-2' : 'border border-slate-200'}`}
                >
                  {service.isPopular && (
                    <span className="bg-primary absolute -top-3 right-6 rounded-full px-3 py-0.5 text-xs font-semibold text-white">
                      {copy.popular}
                    </span>
                  )}
                  <h4 className="text-ink flex items-center gap-3 text-lg font-semibold">
                    <LineIcon name={service.iconClass} className="text-primary size-5" />
                    {service.name}
                  </h4>
                  <p className="text-muted mt-2">{service.description}</p>
                  <ul
                    aria-label={`${service.name} features`}
                    className="text-ink mt-4 space-y-1 text-sm"
                  >
                    {industryServiceFeatures(service.features).map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <CircleCheck
                          aria-hidden="true"
                          className="text-accent mt-0.5 size-4 shrink-0"
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <p className="text-muted max-w-xl">{copy.quoteDescription}</p>
          <ButtonLink href={quoteHref}>{copy.quoteLabel}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
