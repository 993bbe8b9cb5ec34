import { notFound } from 'next/navigation';
import { JobDetails } from '@/components/careers/job-details';
import { getJob, getJobs } from '@/lib/content';
import { buildPageMetadata } from '@/lib/seo';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { jobPath } from '@/lib/routes/careers';

interface JobPageProps {
  params: Promise<LocaleParams & { slug: string }>;
}

// A job an editor publishes after the build gets its page on first request.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getJobs()).map((job) => ({ slug: job.slug }));
}

export async function generateMetadata({ params }: JobPageProps) {
  await enterPageLocale(params);
  const job = await getJob((await params).slug);
  if (!job) return {};
  return buildPageMetadata({ title: job.title, description: job.summary, path: jobPath(job) });
}

/** An open position: the whole role, its facts, JobPosting data and the application form. */
export default async function JobPage({ params }: JobPageProps) {
  await enterPageLocale(params);
  const job = await getJob((await params).slug);
  // A removed job's address is answered 301 to /careers before it gets here (middleware).
  if (!job) notFound();
  return <JobDetails job={job} />;
}
