import { buttonClassName } from '@/components/ui/button';
import { fillTemplate } from '@/lib/text';
import { ChevronDown, Flame, Menu, X } from '@/components/ui/icons';
import { getIndustries, getServices, getSiteSettings } from '@/lib/content';
import { getShellCopy } from '@/lib/content/copy';
import { localePath } from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { buildMainMenu, menuInLocale, type MenuItem } from '@/lib/navigation/menu-model';
import { DialogTrigger } from '@/components/ui/dialog-trigger';
import { HeaderFrame } from './header-frame';
import { IntentLink } from './intent-link';
import { LanguageSwitcher } from './language-switcher';
import { LegalDocumentsRow } from './legal-documents-row';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown, type MenuIcons } from './nav-dropdown';
import { shellEditable } from '@/lib/visual-editing/shell';

/** Site header: builds the menu model on the server and hands it to small client leaves. */
export async function Header() {
  const [services, industries, { site, labels, source }] = await Promise.all([
    getServices(),
    getIndustries(),
    getSiteSettings(),
  ]);
  const locale = getRequestLocale();
  const copy = getShellCopy(locale).HEADER_COPY;
  const menu = menuInLocale(buildMainMenu(services, industries, labels), locale);
  const { brand } = site;
  // Draft mode: the settings record's words. The menus' labels, inside client menus, are not marked.
  const edit = shellEditable(source);
  const languages = <LanguageSwitcher current={locale} label={copy.languages} />;

  return (
    <HeaderFrame>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo brand={brand} className="text-ink" edit={edit('brand')} />
        <DesktopNav items={menu} label={copy.primaryNavLabel} toggleLabel={copy.submenuToggle} />
        <div className="flex items-center gap-1 sm:gap-2">
          <div className="max-lg:hidden">{languages}</div>
          {/* Mobile: the health-check dialog; desktop: the contact page. */}
          {/* Small phones: a smaller label, so a longer translation ('Ücretsiz Sağlık Kontrolü')
              keeps to one line at 390 px and wraps tidily at 320 px. */}
          <DialogTrigger
            dialog="health-check"
            className={`${healthCheckClasses} text-center leading-tight max-sm:px-3 max-sm:text-xs lg:hidden`}
            {...edit('headerCta')}
          >
            {labels.headerCta}
          </DialogTrigger>
          <IntentLink
            href={localePath('/contact', locale)}
            className={`${healthCheckClasses} max-lg:hidden`}
            {...edit('headerCta')}
          >
            {labels.headerCta}
          </IntentLink>
          <MobileMenu
            items={menu}
            labels={{
              nav: copy.mobileNavLabel,
              open: copy.openMenu,
              close: copy.closeMenu,
              submenuToggle: copy.submenuToggle,
              languages: copy.languages,
            }}
            languages={languages}
            extraLinks={[
              { id: 'contact', label: labels.footerContact, href: localePath('/contact', locale) },
              { id: 'careers', label: labels.footerCareers, href: localePath('/careers', locale) },
            ]}
            cta={{ id: 'cta', label: labels.headerCta, href: localePath('/contact', locale) }}
            icons={{
              ...menuIcons,
              open: <Menu aria-hidden="true" className="size-6" />,
              close: <X aria-hidden="true" className="size-6" />,
            }}
          />
        </div>
      </div>
      <LegalDocumentsRow
        label={labels.legalRow}
        privacyLabel={labels.legalPrivacy}
        privacyHref={localePath('/privacy-policy', locale)}
        edit={{ label: edit('legalRow'), privacyLabel: edit('legalPrivacy') }}
      />
    </HeaderFrame>
  );
}

// Drawn here on the server: the client menus receive them as markup, not as icon code.
const menuIcons: MenuIcons = {
  chevron: <ChevronDown aria-hidden="true" className="size-full" />,
  badge: <Flame aria-hidden="true" className="size-3" />,
};

// The button is inline-flex; each use hides it on one side of lg with a breakpoint variant.
const healthCheckClasses = buttonClassName({ size: 'xs', className: 'shadow-sm' });

function DesktopNav({
  items,
  label,
  toggleLabel,
}: {
  items: MenuItem[];
  label: string;
  toggleLabel: string;
}) {
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.children.length > 0 ? (
            <NavDropdown
              key={item.id}
              item={item}
              icons={menuIcons}
              toggleLabel={fillTemplate(toggleLabel, { label: item.label })}
            />
          ) : (
            <li key={item.id} className={item.hideBelowXl ? 'hidden xl:block' : undefined}>
              <IntentLink
                href={item.href}
                className="text-ink hover:text-primary focus-visible:outline-primary rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2"
              >
                {item.label}
              </IntentLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
