import { translatedTextLimit } from '@/lib/blocks/fields';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { truncateAtWord } from '@/lib/text';

export interface DisplayCut {
  /** What the visitor sees: the whole text, or its cut at a word boundary with an ellipsis. */
  shown: string;
  /** The whole text, for screen readers when it is cut. */
  whole: string;
  cut: boolean;
}

/**
 * A display cut at `max` characters, the last resort behind the editors' limits: a translation
 * may run to its scaled limit (as the CMS accepts it), so valid copy is never cut.
 */
export function cutForDisplay(
  text: string,
  max: number,
  locale: Locale = getRequestLocale(),
): DisplayCut {
  const whole = text.trim();
  const shown = truncateAtWord(whole, locale === DEFAULT_LOCALE ? max : translatedTextLimit(max));
  return { shown, whole, cut: shown !== whole };
}
