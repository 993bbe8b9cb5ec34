import { buttonClassName } from '@/components/ui/button';
import Link from 'next/link';
import { Compass, Target } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import { WorldMap, type WorldMapPlace } from '@/components/ui/world-map';
import { ABOUT_MOTION } from '@/lib/constants';
import { aboutCopy } from '@/content-fallback/pages/about';
import { SECTION_LABELS } from '@/content-fallback/ui-labels';

/** Links under the hero to the sections below; the global smooth scrolling animates them. */
export function AboutSectionLinks() {
  return (
    <nav aria-label={SECTION_LABELS.aboutSectionLinks}>
      <ul className="flex flex-wrap gap-3">
        {aboutCopy.sectionLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="text-primary-dark hover:bg-primary-light inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MissionVision() {
  const cards = [
    { ...aboutCopy.mission, Icon: Target, id: 'mission-heading' },
    { ...aboutCopy.vision, Icon: Compass, id: 'vision-heading' },
  ];
  return (
    <section
      id="mission"
      aria-label={SECTION_LABELS.aboutMissionVision}
      className="scroll-mt-20 bg-white"
    >
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8">
        {cards.map(({ heading, text, Icon, id }) => (
          <article key={id} aria-labelledby={id} className="bg-surface rounded-3xl p-8">
            <span className="bg-primary-light text-primary-dark inline-flex size-12 items-center justify-center rounded-2xl">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 id={id} className="text-ink mt-5 text-2xl font-bold">
              {heading}
            </h2>
            <p className="text-muted mt-3 text-lg leading-relaxed">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** Eight value cards; their initials, read down, spell the company name (0.1 s stagger). */
export function CompanyValues() {
  const { heading, description, items } = aboutCopy.values;
  return (
    <section id="values" aria-labelledby="values-heading" className="bg-surface scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading id="values-heading" title={heading} description={description} />
        <ol
          className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          aria-label={`Values: ${items.map((v) => v.title[0]).join('')}`}
        >
          {items.map((value, index) => (
            <li
              key={value.title}
              data-reveal
              style={{ transitionDelay: `${index * ABOUT_MOTION.valueStaggerMs}ms` }}
              className="rounded-2xl bg-white p-6 shadow-sm"
            >
              <span aria-hidden="true" className="text-primary text-4xl font-black">
                {value.title[0]}
              </span>
              <h3 className="text-ink mt-2 text-lg font-semibold">{value.title}</h3>
              <p className="text-muted mt-2 text-sm leading-relaxed">{value.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function GlobalFootprint() {
  const { heading, description, offices, clients, officesHeading, clientsHeading, mapLabel } =
    aboutCopy.footprint;
  const places: WorldMapPlace[] = [
    // Clients drawn last so Qatar's dot stays visible between the Gulf offices' halos.
    ...offices.map((office) => ({ ...office, kind: 'office' as const })),
    ...clients.map((client) => ({ ...client, kind: 'client' as const })),
  ];
  return (
    <section id="footprint" aria-labelledby="footprint-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading id="footprint-heading" title={heading} description={description} />
        <div className="mt-12 grid items-center gap-10 lg:grid-cols-[2fr_1fr]">
          <WorldMap places={places} label={mapLabel} className="h-auto w-full" />
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
            <div>
              <h3 className="text-ink text-lg font-semibold">{officesHeading}</h3>
              <ul className="mt-3 space-y-3">
                {offices.map((office) => (
                  <li key={office.label} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="bg-primary ring-primary/25 mt-1.5 size-3 shrink-0 rounded-full ring-4"
                    />
                    <span>
                      <span className="text-ink block font-semibold">{office.label}</span>
                      <span className="text-muted">{office.place}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-ink text-lg font-semibold">{clientsHeading}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {clients.map((client) => (
                  <li
                    key={client.label}
                    className="bg-surface text-ink inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium"
                  >
                    <span aria-hidden="true" className="bg-accent size-2 rounded-full" />
                    {client.label}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Journey timeline, 0.2 s stagger per milestone. */
export function Journey() {
  const { heading, description, milestones } = aboutCopy.journey;
  return (
    <section id="journey" aria-labelledby="journey-heading" className="bg-surface scroll-mt-20">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <SectionHeading id="journey-heading" title={heading} description={description} />
        <ol className="border-primary/30 relative mt-12 space-y-8 border-l-2 pl-8">
          {milestones.map((milestone, index) => (
            <li
              key={milestone.year}
              data-reveal
              style={{ transitionDelay: `${index * ABOUT_MOTION.journeyStaggerMs}ms` }}
              className="relative"
            >
              <span
                aria-hidden="true"
                className="bg-primary absolute top-1.5 -left-[2.55rem] size-4 rounded-full ring-4 ring-white"
              />
              <p className="text-primary-dark text-sm font-bold tracking-wide">{milestone.year}</p>
              <h3 className="text-ink text-xl font-semibold">{milestone.title}</h3>
              <p className="text-muted mt-1">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Closing pair: 'Get Instant Quote' (external, new tab) and 'Contact Us' → /contact. */
export function AboutClosingCta({ quoteUrl }: { quoteUrl: string }) {
  const { heading, text, quoteLabel, contactLabel, newTabNote } = aboutCopy.closingCta;
  return (
    <section aria-labelledby="about-cta-heading" className="bg-primary-light">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2
          id="about-cta-heading"
          className="text-ink text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {heading}
        </h2>
        <p className="text-muted mx-auto mt-4 max-w-2xl text-lg">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <a
            href={quoteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName()}
          >
            {quoteLabel}
            <span className="sr-only"> {newTabNote}</span>
          </a>
          <Link
            href="/contact"
            className="border-primary text-primary-dark inline-flex items-center justify-center rounded-full border bg-white px-6 py-3 font-semibold hover:bg-white/70"
          >
            {contactLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
