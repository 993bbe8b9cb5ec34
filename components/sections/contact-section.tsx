import { DeferredContactForm } from '@/components/sections/deferred-contact-form';
import { contactSection, type ContactSectionCopy } from '@/content-fallback/pages/shared-sections';

interface ContactSectionProps {
  copy?: Partial<ContactSectionCopy>;
}

/** The closing contact block; id="contact" so any "#contact" link lands on the form. */
export function ContactSection({ copy }: ContactSectionProps) {
  const { heading, text } = { ...contactSection, ...copy };
  return (
    <section id="contact" aria-labelledby="contact-section-title" className="scroll-mt-20 bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <h2 id="contact-section-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-muted">{text}</p>
        <div className="mt-8">
          <DeferredContactForm />
        </div>
      </div>
    </section>
  );
}
