/**
 * The words an Arabic or Turkish page may show exactly as the English site does: brand and
 * product names (Octaacer, OctaScan, Docker, HubSpot ...), people's and cities' names, and the few
 * terms a market reads in English (Turkish keeps 'CTO'). Written in one place: the strings a
 * language's translators left identical in its catalog (the glossary keeps names as they are),
 * plus the few names the catalogs do not hold as a string of their own.
 */
import { TRANSLATIONS } from '../../content-fallback/i18n/catalogs';

/** Names that appear on the pages but never as a whole catalog string. */
const NAMES_OUTSIDE_THE_CATALOGS = ['Octaacer', 'WhatsApp', 'X', 'OctaScan', 'OctaAudit'] as const;

function identicalIn(locale: string): Set<string> {
  const same = new Set<string>();
  for (const catalog of TRANSLATIONS[locale] ?? [])
    for (const [english, translated] of Object.entries(catalog))
      if (english === translated) same.add(english);
  return same;
}

function buildNames(): string[] {
  return [
    ...new Set([...identicalIn('ar'), ...identicalIn('tr'), ...NAMES_OUTSIDE_THE_CATALOGS]),
  ].sort();
}

/** Every name that stays as written in English on an Arabic or Turkish page. */
export const UNTRANSLATED_NAMES: readonly string[] = buildNames();
