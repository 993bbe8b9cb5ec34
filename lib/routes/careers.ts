import { TEXT_LIMITS } from '@/lib/constants';
import type { Job } from '@/lib/content/types';
import { careersCopy } from '@/content-fallback/pages/careers';

export interface JobCardModel {
  id: string;
  title: string;
  location: string;
  employmentType?: string;
  description: string;
  applyHref: string;
}

/** A mailto link with an encoded subject (spaces as %20, which every mail client reads). */
export function mailtoWithSubject(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** Spec 02 §3: description cut to 150 characters plus an ellipsis. */
export function cutJobDescription(description: string): string {
  const clean = description.trim();
  return clean.length > TEXT_LIMITS.jobDescription
    ? `${clean.slice(0, TEXT_LIMITS.jobDescription).trimEnd()}...`
    : clean;
}

/** A job card: the apply link mails the careers box with subject 'Application for {job title}'. */
export function toJobCard(job: Job, careersEmail: string): JobCardModel {
  return {
    id: job.id,
    title: job.title,
    location: job.location,
    employmentType: job.employmentType,
    description: cutJobDescription(job.description),
    applyHref: mailtoWithSubject(careersEmail, careersCopy.applySubject(job.title)),
  };
}

/** The empty state's 'Send Us Your Resume' link: subject 'Future Opportunities'. */
export function resumeMailto(careersEmail: string): string {
  return mailtoWithSubject(careersEmail, careersCopy.emptyState.resumeSubject);
}
