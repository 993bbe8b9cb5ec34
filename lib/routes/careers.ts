import { fillTemplate } from '@/lib/text';
import { TEXT_LIMITS } from '@/lib/content/limits';
import type { EmploymentType, Job } from '@/lib/content/types';
import { careersCopy } from '@/content-fallback/pages/careers';
import { DEFAULT_JOB_LOCATION, jobPageCopy } from '@/content-fallback/jobs';
import { localize } from '@/lib/i18n/localize';
import { cutForDisplay } from '@/lib/sections/cut-text';
import { BRAND_NAME } from '@/content-fallback/site';

/** Editors' limits of a job's texts (a translation's are half as much again). */
export const JOB_LIMITS = {
  title: 80,
  /** The card shows the summary whole. */
  summary: TEXT_LIMITS.jobDescription,
} as const;

/** The page of a job: /careers/{slug} (in English; localePath writes it in a language). */
export const jobPath = (job: Pick<Job, 'slug'>) => `/careers/${encodeURIComponent(job.slug)}`;

/** Where the job page's Apply form sits (its contact section). */
export const JOB_APPLY_ANCHOR = 'contact';

export interface JobCardModel {
  id: string;
  title: string;
  location: string;
  employmentType?: string;
  /** The summary, whole (a record without one shows its description's start, cut at a word). */
  summary: string;
  /** The whole description when `summary` is its cut: what screen readers read instead. */
  summaryWhole?: string;
  /** The job's own page: the whole description and the Apply form. */
  href: string;
  /** Apply straight away: the page's form, or the editor's own link. */
  applyHref: string;
}

/** A mailto link with an encoded subject (spaces as %20, which every mail client reads). */
export function mailtoWithSubject(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** The apply e-mail's subject: the block's template with {job} replaced by the job title. */
export function applicationSubject(template: string, jobTitle: string): string {
  return template.includes('{job}')
    ? fillTemplate(template, { job: jobTitle })
    : `${template} ${jobTitle}`;
}

/** The label of an employment type in the page's language. */
export function employmentTypeLabel(
  type: EmploymentType | undefined,
  labels: Partial<Record<EmploymentType, string>> = {},
): string | undefined {
  return type ? labels[type] || localize(jobPageCopy.employmentTypes)[type] : undefined;
}

/** Where Apply leads: an editor's own application link, else the job page's form. */
export const applyHrefOf = (job: Job) => job.link ?? `${jobPath(job)}#${JOB_APPLY_ANCHOR}`;

/** A job card: title, location, type, its summary whole, and links to its page and to apply. */
export function toJobCard(
  job: Job,
  defaultLocation = localize(DEFAULT_JOB_LOCATION),
  typeLabels: Partial<Record<EmploymentType, string>> = {},
): JobCardModel {
  const cut = job.summary ? undefined : cutForDisplay(job.description, JOB_LIMITS.summary);
  return {
    id: job.id,
    title: job.title,
    location: job.location ?? defaultLocation,
    employmentType: employmentTypeLabel(job.employmentType, typeLabels),
    summary: cut ? cut.shown : job.summary,
    ...(cut?.cut ? { summaryWhole: cut.whole } : {}),
    href: jobPath(job),
    applyHref: applyHrefOf(job),
  };
}

/** The empty state's 'Send Us Your Resume' link: subject 'Future Opportunities'. */
export function resumeMailto(
  careersEmail: string,
  subject = localize(careersCopy).emptyState.resumeSubject,
): string {
  return mailtoWithSubject(careersEmail, subject);
}

/** The day after a date, as schema.org reads validThrough as a moment (end of the last day). */
const endOfDay = (date: string) => `${date}T23:59:59Z`;

/**
 * schema.org JobPosting of a job page: a remote job is TELECOMMUTE with the country a candidate
 * must live in; an office job names the office's country and locality.
 */
export function jobPostingJsonLd(
  job: Job,
  { url, siteUrl, inLanguage }: { url: string; siteUrl: string; inLanguage: string },
): Record<string, unknown> {
  const description = [
    job.description,
    ...job.responsibilities.map((line) => `• ${line}`),
    ...job.requirements.map((line) => `• ${line}`),
  ].join('\n');
  const country = job.addressCountry;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    url,
    inLanguage,
    identifier: { '@type': 'PropertyValue', name: BRAND_NAME, value: job.slug },
    ...(job.datePosted ? { datePosted: job.datePosted } : {}),
    ...(job.validThrough ? { validThrough: endOfDay(job.validThrough) } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: BRAND_NAME, sameAs: siteUrl },
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(country
            ? { applicantLocationRequirements: { '@type': 'Country', name: country } }
            : {}),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(job.location ? { streetAddress: job.location } : {}),
              ...(country ? { addressCountry: country } : {}),
            },
          },
        }),
  };
}
