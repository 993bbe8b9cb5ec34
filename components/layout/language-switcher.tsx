'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { languageLinks } from '@/lib/navigation/language-switch';

const TONE_CLASSES = {
  light: {
    link: 'text-muted hover:text-primary font-medium',
    current: 'text-primary font-semibold',
    focus: 'focus-visible:outline-primary',
  },
  dark: {
    link: 'text-slate-300 hover:text-white font-medium',
    current: 'text-white font-semibold underline underline-offset-4',
    focus: 'focus-visible:outline-white',
  },
} as const;

/**
 * The same page in each language, named in that language. A client leaf only to read the path,
 * so every page's HTML carries the right links; plain anchors, because a new language is a new
 * document (its lang, direction and fonts).
 */
export function LanguageSwitcher({
  current,
  label,
  tone = 'light',
  className = '',
}: {
  current: Locale;
  /** The list's accessible name, in the page's language. */
  label: string;
  tone?: keyof typeof TONE_CLASSES;
  className?: string;
}) {
  const pathname = usePathname();
  const classes = TONE_CLASSES[tone];
  return (
    <ul aria-label={label} className={`flex items-center gap-1 ${className}`}>
      {languageLinks(pathname, current).map((link) => (
        <li key={link.locale}>
          <a
            href={link.href}
            lang={link.tag}
            hrefLang={link.tag}
            aria-current={link.current ? 'page' : undefined}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm transition-colors focus-visible:outline-2 ${classes.focus} ${
              link.current ? classes.current : classes.link
            }`}
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
