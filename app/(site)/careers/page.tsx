import { Briefcase, MapPin } from 'lucide-react';
import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getJobs, getSiteConfig } from '@/lib/content';
import { resumeMailto, toJobCard } from '@/lib/routes/careers';
import { getPageHero } from '@/lib/routes/heroes';
import { buildMetadataForPage } from '@/lib/seo';
import { careersCopy } from '@/content-fallback/pages/careers';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('careers', { ...contentPageSeo.careers, path: '/careers' });
}

export default async function CareersPage() {
  const [hero, jobs] = await Promise.all([getPageHero('careers', contentPageSeo.careers), getJobs()]);
  const { careersEmail } = getSiteConfig();
  const jobCards = jobs.map((job) => toJobCard(job, careersEmail));

  return (
    <>
      {/* The hero button jumps to #open-positions (spec 02 §2). */}
      <Hero hero={{ ...hero, ctaLink: '#open-positions' }} />
      <section id="open-positions" aria-labelledby="open-positions-heading" className="scroll-mt-20 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <h2 id="open-positions-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {careersCopy.openPositions.heading}
          </h2>
          <p className="mt-3 text-lg text-muted">{careersCopy.openPositions.description}</p>
          {jobCards.length > 0 ? (
            <ul className="mt-10 grid gap-6">
              {jobCards.map((job) => (
                <li key={job.id} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
                  <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                    <div>
                      <h3 className="text-xl font-semibold text-ink">{job.title}</h3>
                      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
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
                      <p className="mt-3 text-muted">{job.description}</p>
                    </div>
                    <a
                      href={job.applyHref}
                      className="inline-flex shrink-0 items-center justify-center rounded-full bg-primary px-6 py-2.5 font-semibold text-white hover:bg-primary-dark"
                    >
                      {careersCopy.applyLabel}
                      <span className="sr-only">: {job.title}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
              <h3 className="text-2xl font-semibold text-ink">{careersCopy.emptyState.heading}</h3>
              <p className="mx-auto mt-3 max-w-xl text-muted">{careersCopy.emptyState.text}</p>
              <a
                href={resumeMailto(careersEmail)}
                className="mt-6 inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
              >
                {careersCopy.emptyState.resumeLabel}
              </a>
            </div>
          )}
        </div>
      </section>
      <section aria-labelledby="benefits-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {careersCopy.benefits.heading}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {careersCopy.benefits.items.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-ink">{benefit.title}</h3>
                <p className="mt-2 text-muted">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ClosingCta />
      <ContactSection />
    </>
  );
}
