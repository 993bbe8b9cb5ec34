import { MapPin } from '@/components/ui/icons';
import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactDetails } from '@/components/sections/contact-details';
import { ContactSection } from '@/components/sections/contact-section';
import { WorldMap } from '@/components/ui/world-map';
import { getSiteConfig } from '@/lib/content';
import { getPageHero, withIllustration } from '@/lib/routes/heroes';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { buildMetadataForPage } from '@/lib/seo';
import { aboutCopy } from '@/content-fallback/pages/about';
import { contactPageCopy, contentPageSeo } from '@/content-fallback/pages/route-copy';

export function generateMetadata() {
  return buildMetadataForPage('contact', { ...contentPageSeo.contact, path: '/contact' });
}

export default async function ContactPage() {
  const hero = await getPageHero('contact', contentPageSeo.contact);
  const site = getSiteConfig();
  return (
    <>
      {/* Spec 01 §3: trust signals show on the contact hero. */}
      <Hero {...withIllustration(hero, pageHeroIllustrations.contact)} showTrustSignals />
      <ContactSection copy={{ heading: contactPageCopy.heading, text: contactPageCopy.text }} />
      <section aria-labelledby="offices-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="offices-heading" className="text-ink text-3xl font-bold tracking-tight">
            {contactPageCopy.officesHeading}
          </h2>
          {/* The global offices map (spec 02 §2), drawn on the server like /about's footprint. */}
          <WorldMap
            places={aboutCopy.footprint.offices.map((office) => ({
              ...office,
              kind: 'office' as const,
            }))}
            label={contactPageCopy.officesMapLabel}
            className="mx-auto mt-8 h-auto w-full max-w-4xl"
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {site.offices.map((office) => (
              <li key={office.label} className="rounded-2xl border border-slate-200 p-6">
                <h3 className="text-ink flex items-center gap-2 text-lg font-semibold">
                  <MapPin aria-hidden="true" className="text-primary size-5" />
                  {office.label}
                </h3>
                <p className="text-muted mt-2">{office.address}</p>
              </li>
            ))}
          </ul>
          <ContactDetails
            className="mt-8 flex flex-wrap gap-x-10 gap-y-3 text-lg"
            email={site.email}
            phone={site.phone}
            emailLabel={contactPageCopy.emailLabel}
            phoneLabel={contactPageCopy.phoneLabel}
          />
        </div>
      </section>
      <ClosingCta />
    </>
  );
}
