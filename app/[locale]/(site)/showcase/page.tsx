import { buttonClassName } from '@/components/ui/button';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { Hero } from '@/components/sections/hero';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ContactSection } from '@/components/sections/contact-section';
import { DemoContactForm, ModalDemo } from '@/components/showcase/modal-demo';
import { SeoAuditReport } from '@/components/showcase/seo-audit-report';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { getEnv } from '@/lib/env';
import { buildPageMetadata } from '@/lib/seo';
import { auditContentStore } from '@/lib/seo/content-audit';
import { getRouteCopy, getSharedSections } from '@/lib/content/copy';

// Developer-only, and in English on every language's path (its section titles are written here
// in English): never indexed (robots.txt also disallows it).
export const metadata = buildPageMetadata({
  ...getRouteCopy('en').contentPageSeo.showcase,
  path: '/showcase',
  noindex: true,
});

const triggerClass = buttonClassName({ variant: 'outline', size: 'sm' });

export default async function ShowcasePage() {
  // Read the flag per request, so a deployment can switch it without a rebuild.
  await connection();
  if (!getEnv().SHOWCASE_ENABLED) notFound();
  const audit = await auditContentStore();
  // English whatever the path's language, as the headings written below.
  const { showcaseCopy } = getRouteCopy('en');
  const { heroSecondaryActions } = getSharedSections('en');

  return (
    <>
      <Hero
        hero={{
          id: 'hero-showcase',
          key: 'showcase',
          title: showcaseCopy.title,
          titlePrimary: showcaseCopy.titlePrimary,
          description: showcaseCopy.description,
          labelText: 'Developer Only',
          showClientLogos: false,
          showTrustSignals: true,
        }}
        secondaryActions={[heroSecondaryActions.viewOurWork, heroSecondaryActions.discoverMore]}
      />
      <section aria-labelledby="showcase-dialogs-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="showcase-dialogs-heading" className="text-ink text-3xl font-bold tracking-tight">
            {showcaseCopy.dialogsHeading}
          </h2>
          <ul className="mt-8 flex flex-wrap gap-4">
            {showcaseCopy.dialogs.map((trigger) => (
              <li key={trigger.label}>
                <DialogTrigger
                  dialog={trigger.dialog}
                  pageContext={'pageContext' in trigger ? trigger.pageContext : undefined}
                  className={triggerClass}
                >
                  {trigger.label}
                </DialogTrigger>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="showcase-modal-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2
              id="showcase-modal-heading"
              className="text-ink mb-6 text-3xl font-bold tracking-tight"
            >
              Modal Demos
            </h2>
            <ModalDemo />
          </div>
          <div>
            <h2 className="text-ink mb-6 text-3xl font-bold tracking-tight">Demo Contact Form</h2>
            <DemoContactForm />
          </div>
        </div>
      </section>
      <section aria-labelledby="showcase-seo-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="showcase-seo-heading" className="text-ink mb-6 text-3xl font-bold tracking-tight">
            SEO Audit
          </h2>
          <SeoAuditReport results={audit} />
        </div>
      </section>
      <ClosingCta />
      <ContactSection />
    </>
  );
}
