import { buttonClassName } from '@/components/ui/button';
import { IntentLink } from './intent-link';
import { CalendarDays, Mail, MessageCircle, ShieldCheck } from '@/components/ui/icons';
import { getSchedulerUrl, getServices, getSiteSettings } from '@/lib/content';
import { getShellCopy } from '@/lib/content/copy';
import { buildFooterModel, copyrightLine, type FooterLink } from '@/lib/navigation/footer-model';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { fillTemplate } from '@/lib/text';
import { LanguageSwitcher } from './language-switcher';
import { isAnalyticsConfigured } from '@/components/analytics/analytics';
import { CookieSettingsButton } from '@/components/analytics/cookie-settings-button';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';
import { shellEditable } from '@/lib/visual-editing/shell';
import type { EditAttrs } from '@/lib/visual-editing/types';

// Below 1024 px (touch screens) every link is a 44 × 44 px target, its list packed without gaps.
const linkClasses =
  'max-lg:inline-flex max-lg:min-h-11 max-lg:min-w-11 max-lg:items-center rounded-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Site footer. */
export async function Footer() {
  const [{ site, complianceBadges, labels, source }, services, schedulerUrl] = await Promise.all([
    getSiteSettings(),
    getServices(),
    getSchedulerUrl(),
  ]);
  const locale = getRequestLocale();
  const copy = getShellCopy(locale).FOOTER_COPY;
  const model = buildFooterModel(site, services, schedulerUrl, labels, locale);
  const year = new Date().getFullYear();
  // Draft mode: the settings record's words. The columns' links are not marked: the footer
  // model does not say which label each one shows.
  const edit = shellEditable(source);

  return (
    <footer className="site-footer bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_1.4fr_1fr_1fr] lg:px-8">
        <div className="space-y-5">
          <Logo brand={site.brand} className="text-white" edit={edit('brand')} />
          <p className="max-w-xs text-sm leading-relaxed" {...edit('tagline')}>
            {site.tagline}
          </p>
          <ul aria-label={copy.socialHeading} className="flex gap-3" {...edit('socials')}>
            {model.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} ${copy.opensInNewTab}`}
                  className="hover:bg-primary inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <SocialIcon network={social.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label={copy.contactHeading} className="space-y-2 text-sm max-lg:space-y-0">
            <li>
              <a
                href={model.emailHref}
                className={`inline-flex items-center gap-2 ${linkClasses}`}
                {...edit('email')}
              >
                <Mail aria-hidden="true" className="size-4" />
                {/* Addresses and numbers read left to right inside Arabic text too. */}
                <span dir="ltr">{site.email}</span>
              </a>
            </li>
            <li>
              <a
                href={model.chatHref}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${fillTemplate(copy.chatLabel, { phone: site.phone })} ${copy.opensInNewTab}`}
                className={`inline-flex items-center gap-2 ${linkClasses}`}
                {...edit(['phone', 'whatsappNumber'])}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                <span dir="ltr">{site.phone}</span>
              </a>
            </li>
          </ul>
          <a
            href={model.schedulerHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ size: 'xs', surface: 'dark' })}
            {...edit('footerSchedule')}
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            {labels.footerSchedule}
            <span className="sr-only"> {copy.opensInNewTab}</span>
          </a>
        </div>

        <FooterColumn
          heading={labels.footerServicesHeading}
          headingEdit={edit('footerServicesHeading')}
          links={model.services}
          newTabNote={copy.opensInNewTab}
          twoColumns
        />
        <FooterColumn
          heading={labels.footerQuickLinksHeading}
          headingEdit={edit('footerQuickLinksHeading')}
          links={model.quickLinks}
          newTabNote={copy.opensInNewTab}
        />
        <FooterColumn
          heading={labels.footerCompanyHeading}
          headingEdit={edit('footerCompanyHeading')}
          links={[...model.companyLinks, model.privacyLink]}
          newTabNote={copy.opensInNewTab}
        />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <p {...edit('footerCopyright')}>
            {copyrightLine(labels.footerCopyright, year, site.brand)}
          </p>
          <LanguageSwitcher
            current={locale}
            label={copy.languages}
            tone="dark"
            className="-mx-2 lg:ms-4 lg:me-auto"
          />
          {isAnalyticsConfigured() ? (
            <CookieSettingsButton
              edit={edit('cookieSettings')}
              className="min-h-11 self-start text-sm text-slate-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-white lg:shrink-0 lg:self-auto lg:whitespace-nowrap"
            >
              {labels.cookieSettings}
            </CookieSettingsButton>
          ) : null}
          <ul
            aria-label={copy.complianceHeading}
            className="flex flex-wrap gap-2 lg:justify-end"
            {...edit('complianceBadges')}
          >
            {complianceBadges.map((badge) => (
              <li
                key={badge.id}
                className="inline-flex items-center gap-1.5 rounded-full border border-white/15 px-3 py-1 text-xs font-medium text-slate-200"
              >
                <ShieldCheck aria-hidden="true" className="size-3.5 text-emerald-400" />
                {badge.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  heading,
  headingEdit,
  links,
  newTabNote,
  twoColumns = false,
}: {
  heading: string;
  headingEdit: EditAttrs;
  links: FooterLink[];
  /** Screen-reader note after a link that opens in a new tab, in the page's language. */
  newTabNote: string;
  twoColumns?: boolean;
}) {
  return (
    <div>
      <h2
        className="mb-4 text-sm font-semibold tracking-wide text-white uppercase"
        {...headingEdit}
      >
        {heading}
      </h2>
      <ul
        className={`grid gap-2.5 text-sm max-lg:gap-y-0 ${twoColumns ? 'grid-cols-2 gap-x-6' : ''}`}
      >
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                {link.label}
                <span className="sr-only"> {newTabNote}</span>
              </a>
            ) : (
              <IntentLink
                href={link.href}
                className={`inline-flex items-center gap-2 ${linkClasses}`}
              >
                {link.highlighted ? (
                  <span
                    aria-hidden="true"
                    className="footer-blink-dot inline-block size-2 shrink-0 rounded-full bg-emerald-400"
                  />
                ) : null}
                {link.label}
              </IntentLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
