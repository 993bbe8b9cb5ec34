import { fillTemplate, truncateAtWord } from '@/lib/text';
import { TEXT_LIMITS } from '@/lib/constants';
import type { Job } from '@/lib/content/types';
import { careersCopy } from '@/content-fallback/pages/careers';
import { DEFAULT_JOB_LOCATION } from '@/content-fallback/jobs';
import { localize } from '@/lib/i18n/localize';

export interface JobCardModel {
  id: string;
  title: string;
  location: string;
  employmentType?: string;
  /** Cut at a word boundary past 150 characters. */
  description: string;
  /** The whole description when `description` is cut: what screen readers read instead. */
  descriptionWhole?: string;
  applyHref: string;
}

/** A mailto link with an encoded subject (spaces as %20, which every mail client reads). */
export function mailtoWithSubject(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** Description cut at a word boundary past 150 characters (ellipsis included), never in a word. */
export function cutJobDescription(description: string): string {
  return truncateAtWord(description, TEXT_LIMITS.jobDescription);
}

/** The apply e-mail's subject: the block's template with {job} replaced by the job title. */
export function applicationSubject(template: string, jobTitle: string): string {
  return template.includes('{job}')
    ? fillTemplate(template, { job: jobTitle })
    : `${template} ${jobTitle}`;
}

/** A job card: the apply link mails the careers box with subject 'Application for {job title}'. */
export function toJobCard(
  job: Job,
  careersEmail: string,
  subjectTemplate = localize(careersCopy).applySubjectTemplate,
  defaultLocation = localize(DEFAULT_JOB_LOCATION),
): JobCardModel {
  return {
    id: job.id,
    title: job.title,
    location: job.location ?? defaultLocation,
    employmentType: job.employmentType,
    description: cutJobDescription(job.description),
    ...(cutJobDescription(job.description) === job.description.trim()
      ? {}
      : { descriptionWhole: job.description.trim() }),
    applyHref: mailtoWithSubject(careersEmail, applicationSubject(subjectTemplate, job.title)),
  };
}

/** The empty state's 'Send Us Your Resume' link: subject 'Future Opportunities'. */
export function resumeMailto(
  careersEmail: string,
  subject = localize(careersCopy).emptyState.resumeSubject,
): string {
  return mailtoWithSubject(careersEmail, subject);
}
