import { ContactDetails } from '@/components/sections/contact-details';
import type { BlockData } from '@/blocks/catalog';
import { isoFromDayMonthYear, parseLegalText } from '@/lib/blocks/legal-text';
import { getSiteSettings } from '@/lib/content';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** A legal text in numbered sections with its effective date; the last section ends with the site's e-mail and phone. */
export async function LegalTextBlock({
  data,
  editable = notEditable,
}: {
  data: BlockData<'legal_text'>;
  editable?: Editable<BlockData<'legal_text'>>;
}) {
  const { site } = await getSiteSettings();
  const lastSection = data.sections.length;
  return (
    <article className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <p
          className="text-muted text-sm font-semibold"
          {...editable(['effectiveLabel', 'effectiveDate'])}
        >
          {data.effectiveLabel}:{' '}
          <time dateTime={isoFromDayMonthYear(data.effectiveDate)}>{data.effectiveDate}</time>
        </p>
        <p className="text-muted mt-4 text-lg leading-relaxed" {...editable('intro')}>
          {data.intro}
        </p>
        <ol className="mt-10 list-none space-y-10" {...editable('sections')}>
          {data.sections.map((section, index) => (
            <li key={section.anchor} id={section.anchor} className="scroll-mt-24">
              <h2 className="text-ink text-2xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              {parseLegalText(section.body).map((part, partIndex) =>
                part.kind === 'paragraph' ? (
                  <p key={partIndex} className="text-muted mt-3 leading-relaxed">
                    {part.text}
                  </p>
                ) : (
                  <ul key={partIndex} className="text-muted mt-3 list-disc space-y-2 ps-6">
                    {part.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
              {index + 1 === lastSection && (
                <ContactDetails
                  className="text-muted mt-4 space-y-2"
                  email={site.email}
                  phone={site.phone}
                  emailLabel={data.emailLabel}
                  phoneLabel={data.phoneLabel}
                  edit={{ emailLabel: editable('emailLabel'), phoneLabel: editable('phoneLabel') }}
                />
              )}
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
