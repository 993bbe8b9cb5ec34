import { ContactDetails } from '@/components/sections/contact-details';
import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { getSiteConfig } from '@/lib/content';
import { getPageHero, withIllustration } from '@/lib/routes/heroes';
import { pageHeroIllustrations } from '@/content-fallback/pages/detail-copy';
import { buildMetadataForPage } from '@/lib/seo';
import { contentPageSeo } from '@/content-fallback/pages/route-copy';
import {
  PRIVACY_POLICY_EFFECTIVE_DATE,
  privacyPolicyCopy,
  privacyPolicySections,
} from '@/content-fallback/pages/privacy-policy';

export function generateMetadata() {
  return buildMetadataForPage('privacy-policy', {
    ...contentPageSeo['privacy-policy'],
    path: '/privacy-policy',
  });
}

export default async function PrivacyPolicyPage() {
  const hero = await getPageHero('privacy-policy', contentPageSeo['privacy-policy']);
  const site = getSiteConfig();
  const lastSection = privacyPolicySections.length;

  return (
    <>
      <Hero {...withIllustration(hero, pageHeroIllustrations.privacy)} showPrimaryCta={false} />
      <article className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
          <p className="text-muted text-sm font-semibold">
            {privacyPolicyCopy.effectiveLabel}:{' '}
            <time dateTime="2025-08-01">{PRIVACY_POLICY_EFFECTIVE_DATE}</time>
          </p>
          <p className="text-muted mt-4 text-lg leading-relaxed">{privacyPolicyCopy.intro}</p>
          <ol className="mt-10 list-none space-y-10">
            {privacyPolicySections.map((section, index) => (
              <li key={section.id} id={section.id} className="scroll-mt-24">
                <h2 className="text-ink text-2xl font-semibold">
                  {index + 1}. {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="text-muted mt-3 leading-relaxed">
                    {paragraph}
                  </p>
                ))}
                {section.list && (
                  <ul className="text-muted mt-3 list-disc space-y-2 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {index + 1 === lastSection && (
                  <ContactDetails
                    className="text-muted mt-4 space-y-2"
                    email={site.email}
                    phone={site.phone}
                    emailLabel={privacyPolicyCopy.emailLabel}
                    phoneLabel={privacyPolicyCopy.phoneLabel}
                  />
                )}
              </li>
            ))}
          </ol>
        </div>
      </article>
      <ClosingCta />
      <ContactSection />
    </>
  );
}
