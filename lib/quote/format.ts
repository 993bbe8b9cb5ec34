import { formatFigures } from '@/lib/i18n/figures';
import type { Locale } from '@/lib/i18n/locales';

/** A whole-dollar amount as the page's language writes it: '$15,000', Turkish '$15.000'. */
export function formatUsd(amount: number, locale: Locale): string {
  return formatFigures(`$${Math.round(amount).toLocaleString('en-US')}`, locale);
}
