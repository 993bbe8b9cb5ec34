import { ButtonLink } from '@/components/ui/button';
import { CircleCheck } from '@/components/ui/icons';
import { LineIcon } from '@/components/ui/line-icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { BlockData } from '@/blocks/catalog';
import { industryServiceFeatures } from '@/lib/sections/detail-limits';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';
import type { BlockPage } from '../block-page';

/** Services by category: at most 3 features per service, popular ones marked; ends with the quote link. */
export function ServiceCategoriesBlock({
  id,
  data,
  page,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'service_categories'>;
  page: BlockPage;
  editable?: Editable<BlockData<'service_categories'>>;
}) {
  const base = data.anchor ?? id;
  return (
    <section id={data.anchor} aria-labelledby={`${base}-title`} className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${base}-title`}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        {/* No element holds the categories alone: each one opens the list. */}
        {data.categories.map((category) => (
          <div key={category.name} className="mt-12" {...editable('categories')}>
            <h3 className="text-ink flex items-center gap-3 text-2xl font-bold">
              <LineIcon name={category.icon} className="text-primary size-6" />
              {category.name}
            </h3>
            <p className="text-muted mt-2">{category.description}</p>
            <ul
              aria-label={category.name}
              className="mt-6 grid gap-6 md:grid-cols-2"
              {...editable('services')}
            >
              {data.services
                .filter((service) => service.category === category.name)
                .map((service) => (
                  <li
                    key={service.name}
                    data-popular={service.popular || undefined}
                    className={`relative rounded-2xl p-6 ${service.popular ? 'border-primary border-2' : 'border border-slate-200'}`}
                  >
                    {service.popular && (
                      <span
                        className="bg-primary absolute inset-e-6 -top-3 rounded-full px-3 py-0.5 text-xs font-semibold text-white"
                        {...editable('popularLabel')}
                      >
                        {data.popularLabel}
                      </span>
                    )}
                    <h4 className="text-ink flex items-center gap-3 text-lg font-semibold">
                      <LineIcon name={service.icon} className="text-primary size-5" />
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
          <p className="text-muted max-w-xl" {...editable('quoteText')}>
            {data.quoteText}
          </p>
          <ButtonLink href={page.quoteHref ?? '/quote'} {...editable('quoteLabel')}>
            {data.quoteLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
