import { IntentLink } from '@/components/layout/intent-link';
import { ContactSection } from '@/components/sections/contact-section';
import { buttonClassName } from '@/components/ui/button';
import { Briefcase, CalendarDays, Globe, MapPin } from '@/components/ui/icons';
import { getJobCopy } from '@/lib/content/copy';
import type { Job } from '@/lib/content/types';
import { getEnv } from '@/lib/env';
import { LOCALE_DIRECTION, LOCALE_TAG, localePath } from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { applyHrefOf, employmentTypeLabel, jobPath, jobPostingJsonLd } from '@/lib/routes/careers';
import { breadcrumbJsonLd, JsonLd } from '@/lib/seo/json-ld';
import { toAbsoluteUrl } from '@/lib/seo';

/** A date as the page's language writes it (the 2nd of November 2026 → '2 Nov 2026'). */
function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * A job's page: title and facts (location or remote, type, dates), the whole description, what
 * the role does and asks for, and the contact form that sends the application with its position.
 */
export function JobDetails({ job }: { job: Job }) {
  const locale = getRequestLocale();
  const { jobPageCopy: copy, DEFAULT_JOB_LOCATION: defaultLocation } = getJobCopy();
  const siteUrl = getEnv().NEXT_PUBLIC_SITE_URL;
  const type = employmentTypeLabel(job.employmentType);
  const applyHref = applyHrefOf(job);
  const facts: Array<{ label: string; value: string; icon: React.ReactNode }> = [
    {
      label: job.remote ? copy.remoteLabel : copy.locationLabel,
      value: job.location ?? defaultLocation,
      icon: job.remote ? (
        <Globe aria-hidden="true" className="size-4" />
      ) : (
        <MapPin aria-hidden="true" className="size-4" />
      ),
    },
    ...(type
      ? [
          {
            label: copy.typeLabel,
            value: type,
            icon: <Briefcase aria-hidden="true" className="size-4" />,
          },
        ]
      : []),
    ...(job.datePosted
      ? [
          {
            label: copy.postedLabel,
            value: formatDate(job.datePosted, LOCALE_TAG[locale]),
            icon: <CalendarDays aria-hidden="true" className="size-4" />,
          },
        ]
      : []),
    ...(job.validThrough
      ? [
          {
            label: copy.applyByLabel,
            value: formatDate(job.validThrough, LOCALE_TAG[locale]),
            icon: <CalendarDays aria-hidden="true" className="size-4" />,
          },
        ]
      : []),
  ];
  const lists = [
    { id: 'responsibilities', heading: copy.responsibilitiesHeading, lines: job.responsibilities },
    { id: 'requirements', heading: copy.requirementsHeading, lines: job.requirements },
  ].filter((list) => list.lines.length > 0);

  return (
    <>
      <JsonLd
        id="json-ld-job-posting"
        data={jobPostingJsonLd(job, {
          url: toAbsoluteUrl(localePath(jobPath(job), locale), siteUrl),
          siteUrl,
          inLanguage: LOCALE_TAG[locale],
        })}
      />
      <JsonLd
        id="json-ld-breadcrumb"
        data={breadcrumbJsonLd([
          { name: copy.backLabel, path: '/careers' },
          { name: job.title, path: jobPath(job) },
        ])}
      />
      <article aria-labelledby="job-title" className="bg-white">
        <header className="bg-surface">
          <div className="mx-auto max-w-3xl px-4 pt-28 pb-12 sm:px-6 lg:px-8">
            <IntentLink
              href={localePath('/careers', locale)}
              className="text-primary text-sm font-semibold hover:underline"
            >
              <span aria-hidden="true">{LOCALE_DIRECTION[locale] === 'rtl' ? '→ ' : '← '}</span>
              {copy.backLabel}
            </IntentLink>
            <h1
              id="job-title"
              className="text-ink mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {job.title}
            </h1>
            <p className="text-muted mt-4 text-lg">{job.summary}</p>
            <dl aria-label={copy.detailsLabel} className="mt-6 grid gap-3 sm:grid-cols-2">
              {facts.map((fact) => (
                // A <dl> group holds only <dt> and <dd>: the icon sits in the term.
                <div key={fact.label}>
                  <dt className="text-muted flex items-center gap-2 text-xs font-semibold tracking-wide uppercase">
                    <span className="text-primary">{fact.icon}</span>
                    {fact.label}
                  </dt>
                  <dd className="text-ink ps-6">{fact.value}</dd>
                </div>
              ))}
            </dl>
            {/* The page's own call to action: the sticky bar shows once it has scrolled out. */}
            <a
              data-hero-cta=""
              href={localePath(applyHref, locale)}
              className={buttonClassName({ className: 'mt-8' })}
            >
              {copy.applyLabel}
            </a>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          <div className="text-ink grid gap-4 text-lg leading-relaxed">
            {job.description
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph, index) => (
                <p key={index}>{paragraph.trim()}</p>
              ))}
          </div>
          {lists.map((list) => (
            <section key={list.id} aria-labelledby={`job-${list.id}`} className="mt-10">
              <h2 id={`job-${list.id}`} className="text-ink text-2xl font-bold tracking-tight">
                {list.heading}
              </h2>
              <ul className="text-ink marker:text-primary mt-4 grid list-disc gap-2 ps-6">
                {list.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </article>
      {job.link ? null : (
        <ContactSection
          copy={{ heading: copy.applyHeading, text: copy.applyText }}
          position={job.slug}
        />
      )}
    </>
  );
}
