import { buttonClassName } from '@/components/ui/button';
import { Briefcase, MapPin } from '@/components/ui/icons';
import type { BlockData } from '@/blocks/catalog';
import { IntentLink } from '@/components/layout/intent-link';
import { ShownOrWhole } from '@/components/ui/cut-text';
import { getJobs, getSiteConfig } from '@/lib/content';
import { getJobCopy } from '@/lib/content/copy';
import { localePath } from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { resumeMailto, toJobCard } from '@/lib/routes/careers';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

const primaryLinkClass = buttonClassName({ className: 'shrink-0' });

/**
 * The published jobs as cards (title, location, type, summary) linking to each job's page and its
 * Apply form, or the empty state with 'Send Us Your Resume'.
 */
export async function OpenPositionsBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'open_positions'>;
  editable?: Editable<BlockData<'open_positions'>>;
}) {
  const { careersEmail } = getSiteConfig();
  const locale = getRequestLocale();
  // The block's words when an editor set them (every word of /careers is the CMS's), else the
  // bundled ones.
  const readMoreLabel = data.readMoreLabel || getJobCopy().jobPageCopy.readMoreLabel;
  const typeLabels = {
    FULL_TIME: data.fullTimeLabel,
    PART_TIME: data.partTimeLabel,
    CONTRACTOR: data.contractLabel,
    TEMPORARY: data.temporaryLabel,
    INTERN: data.internLabel,
  };
  const jobs = (await getJobs()).map((job) => toJobCard(job, data.defaultLocation, typeLabels));
  const headingId = `${data.anchor ?? id}-heading`;
  return (
    <section id={data.anchor} aria-labelledby={headingId} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <h2
          id={headingId}
          className="text-ink text-3xl font-bold tracking-tight sm:text-4xl"
          {...editable('heading')}
        >
          {data.heading}
        </h2>
        {data.description && (
          <p className="text-muted mt-3 text-lg" {...editable('description')}>
            {data.description}
          </p>
        )}
        {jobs.length > 0 ? (
          <ul className="mt-10 grid gap-6">
            {jobs.map((job) => (
              <li
                key={job.id}
                data-animate-on-view
                data-testid="job-card"
                className="rounded-2xl border border-slate-200 p-6 shadow-sm"
              >
                <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3 className="text-ink text-xl font-semibold">
                      <IntentLink
                        href={localePath(job.href, locale)}
                        className="hover:text-primary focus-visible:outline-primary rounded focus-visible:outline-2"
                      >
                        {job.title}
                      </IntentLink>
                    </h3>
                    <p className="text-muted mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                      <span className="inline-flex items-center gap-1.5">
                        <MapPin aria-hidden="true" className="size-4" />
                        {job.location}
                      </span>
                      {job.employmentType && (
                        <span className="inline-flex items-center gap-1.5">
                          <Briefcase aria-hidden="true" className="size-4" />
                          {job.employmentType}
                        </span>
                      )}
                    </p>
                    <p className="text-muted mt-3">
                      <ShownOrWhole shown={job.summary} whole={job.summaryWhole} />
                    </p>
                    <IntentLink
                      href={localePath(job.href, locale)}
                      className="text-primary mt-3 inline-block font-semibold hover:underline"
                      {...editable('readMoreLabel')}
                    >
                      {readMoreLabel}
                      <span className="sr-only">: {job.title}</span>
                    </IntentLink>
                  </div>
                  <a
                    href={localePath(job.applyHref, locale)}
                    className={primaryLinkClass}
                    {...editable('applyLabel')}
                  >
                    {data.applyLabel}
                    <span className="sr-only">: {job.title}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <h3 className="text-ink text-2xl font-semibold" {...editable('emptyHeading')}>
              {data.emptyHeading}
            </h3>
            <p className="text-muted mx-auto mt-3 max-w-xl" {...editable('emptyText')}>
              {data.emptyText}
            </p>
            <a
              href={resumeMailto(careersEmail, data.resumeSubject)}
              className={`mt-6 ${primaryLinkClass}`}
              {...editable(['resumeLabel', 'resumeSubject'])}
            >
              {data.resumeLabel}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
