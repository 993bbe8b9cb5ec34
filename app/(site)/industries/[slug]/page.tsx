import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getIndustries, getIndustryBySlug, getServices, resolveIndustrySlug } from '@/lib/content';
import { industryHero } from '@/lib/routes/heroes';
import { serviceHref } from '@/lib/sections/services-layout';
import { buildPageMetadata } from '@/lib/seo';
import { industryDetailCopy, servicesOverviewCopy } from '@/content-fallback/pages/route-copy';

interface IndustryPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getIndustries()).map((industry) => ({ slug: industry.slug }));
}

export async function generateMetadata({ params }: IndustryPageProps) {
  const { slug } = await params;
  const industry = await getIndustryBySlug(slug);
  if (!industry) return buildPageMetadata({ title: 'Industries | Octaacer', description: '', path: '/industries' });
  return buildPageMetadata({
    title: `${industry.title} Solutions | Octaacer`,
    description: industry.shortDescription,
    path: `/industries/${industry.slug}`,
  });
}

export default async function IndustryPage({ params }: IndustryPageProps) {
  const { slug } = await params;
  // Spec 02 §2: an alias lands on its canonical slug, an unknown slug on the overview.
  const canonicalSlug = resolveIndustrySlug(slug);
  if (!canonicalSlug) redirect('/industries');
  if (canonicalSlug !== slug) redirect(`/industries/${canonicalSlug}`);
  const industry = await getIndustryBySlug(canonicalSlug);
  if (!industry) redirect('/industries');
  const services = (await getServices()).filter((service) => service.featured).slice(0, 3);

  return (
    <>
      <Hero hero={industryHero(industry)} />
      <section aria-labelledby="industry-overview-heading" className="bg-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <h2 id="industry-overview-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {industryDetailCopy.overviewHeading}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">{industry.shortDescription}</p>
          <Link
            href={`/quote?industry=${encodeURIComponent(industry.id)}`}
            className="mt-8 inline-flex font-semibold text-primary-dark underline underline-offset-4 hover:text-primary"
          >
            {industryDetailCopy.quoteLinkLabel}
          </Link>
        </div>
      </section>
      <LinkCardGrid
        id="industry-services"
        heading={industryDetailCopy.servicesHeading}
        description={industryDetailCopy.servicesDescription}
        linkLabel={servicesOverviewCopy.cardLinkLabel}
        className="bg-surface"
        cards={services.map((service) => ({
          id: service.id,
          title: service.title,
          description: service.shortDescription,
          href: serviceHref(service),
        }))}
      />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
