'use client';

import { buttonClassName } from '@/components/ui/button';
import { IntentLink } from './intent-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { BREAKPOINTS } from '@/components/ui/breakpoints';
import { fillTemplate } from '@/lib/text';
import type { MenuItem } from '@/lib/navigation/menu-model';
import type { MenuIcons } from './nav-dropdown';
import { lockPageScroll } from '@/lib/scroll-lock';

/**
 * Hamburger menu below the large breakpoint: expandable groups, page scroll locked while open,
 * closed by Escape, by following a link and by any route change.
 */
export interface MobileMenuIcons extends MenuIcons {
  open: ReactNode;
  close: ReactNode;
}

/** The menu's words in the page's language, from the server header. */
export interface MobileMenuLabels {
  nav: string;
  open: string;
  close: string;
  /** '{label} menu': a group's chevron button. */
  submenuToggle: string;
  /** Heading above the language links. */
  languages: string;
}

/** A plain link of the menu: the company pages the header bar has no room for (Contact, Careers). */
export interface MobileMenuLink {
  id: string;
  label: string;
  href: string;
}

export function MobileMenu({
  items,
  icons,
  labels,
  languages,
  extraLinks = [],
  cta,
}: {
  items: MenuItem[];
  icons: MobileMenuIcons;
  labels: MobileMenuLabels;
  /** The language switcher, rendered by the server header. */
  languages?: ReactNode;
  /** Primary destinations besides the header bar's, listed after its entries. */
  extraLinks?: MobileMenuLink[];
  /** The header's call to action, as a full-width button under the links. */
  cta?: MobileMenuLink;
}) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A route change (back/forward too) closes the menu: adjust state while rendering, not in an effect.
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const release = lockPageScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Growing past the breakpoint hides the hamburger: close so the page is not left locked.
    const desktop = window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`);
    const onBreakpoint = () => desktop.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onBreakpoint);
    return () => {
      release();
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onBreakpoint);
    };
  }, [open]);

  function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a[href]')) setOpen(false);
  }

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className="text-ink hover:bg-primary-light focus-visible:outline-primary inline-flex size-11 items-center justify-center rounded-lg transition-colors focus-visible:outline-2"
      >
        {open ? icons.close : icons.open}
      </button>

      <nav
        id={panelId}
        aria-label={labels.nav}
        hidden={!open}
        onClick={closeOnLinkClick}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pt-4 pb-28"
      >
        {/* Its links are drawn only while it is open: closed, it is hidden and a script opens it,
            so the served page does not carry the menu's markup a second time. */}
        {open && (
          <>
            <ul className="grid gap-1">
              {/* Every entry, About too: the bar hides it below xl for room, the menu has room. */}
              {items.map((item) =>
                item.children.length > 0 ? (
                  <MobileGroup
                    key={item.id}
                    item={item}
                    icons={icons}
                    toggleLabel={fillTemplate(labels.submenuToggle, { label: item.label })}
                    expanded={expanded === item.id}
                    onToggle={() =>
                      setExpanded((current) => (current === item.id ? null : item.id))
                    }
                  />
                ) : (
                  <li key={item.id}>
                    <IntentLink
                      href={item.href}
                      className="text-ink hover:bg-primary-light block rounded-lg px-3 py-3 text-base font-semibold"
                    >
                      {item.label}
                    </IntentLink>
                  </li>
                ),
              )}
              {extraLinks.map((link) => (
                <li key={link.id}>
                  <IntentLink
                    href={link.href}
                    className="text-ink hover:bg-primary-light block rounded-lg px-3 py-3 text-base font-semibold"
                  >
                    {link.label}
                  </IntentLink>
                </li>
              ))}
            </ul>
            {cta ? (
              <IntentLink
                href={cta.href}
                className={buttonClassName({ className: 'mt-4 w-full justify-center' })}
              >
                {cta.label}
              </IntentLink>
            ) : null}
            {languages ? (
              <div className="mt-4 border-t border-slate-200 px-3 pt-4">
                <p className="text-muted mb-2 text-xs font-semibold tracking-wide uppercase">
                  {labels.languages}
                </p>
                {languages}
              </div>
            ) : null}
          </>
        )}
      </nav>
    </div>
  );
}

function MobileGroup({
  item,
  icons,
  toggleLabel,
  expanded,
  onToggle,
}: {
  item: MenuItem;
  icons: MenuIcons;
  toggleLabel: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  const groupId = useId();
  return (
    <li>
      <div className="flex items-center justify-between">
        <IntentLink
          href={item.href}
          className="text-ink hover:bg-primary-light flex-1 rounded-lg px-3 py-3 text-base font-semibold"
        >
          {item.label}
        </IntentLink>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={groupId}
          aria-label={toggleLabel}
          onClick={onToggle}
          className="text-muted hover:bg-primary-light focus-visible:outline-primary inline-flex size-11 items-center justify-center rounded-lg focus-visible:outline-2"
        >
          <span
            aria-hidden="true"
            className={`flex size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
          >
            {icons.chevron}
          </span>
        </button>
      </div>
      <div id={groupId} hidden={!expanded} className="grid gap-4 px-3 pt-1 pb-3">
        {item.children.map((section) => (
          <MobileSection key={section.id} section={section} badgeIcon={icons.badge} />
        ))}
      </div>
    </li>
  );
}

function MobileSection({ section, badgeIcon }: { section: MenuItem; badgeIcon: ReactNode }) {
  const labelId = useId();
  return (
    <div>
      <p
        id={labelId}
        className="text-muted mb-1 flex items-center gap-2 px-3 text-xs font-semibold tracking-wide uppercase"
      >
        {section.label}
        {section.badge ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2 py-0.5 text-[0.7rem] font-bold text-orange-800 normal-case">
            {badgeIcon}
            {section.badge}
          </span>
        ) : null}
      </p>
      <ul aria-labelledby={labelId} className="grid">
        {section.children.map((link) => (
          <li key={link.id}>
            <IntentLink
              href={link.href}
              className="text-ink hover:bg-primary-light block rounded-lg px-3 py-2 text-sm font-medium"
            >
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
