/**
 * Every word of the contact form in the page's language, built in the browser: the bundled English
 * text through the page language's dialog catalog (lib/content/dialog-catalogs), by the same rules
 * as the server's getContactFormText. The live form and the health-check dialog read it here, so
 * the page does not carry the words a second time as a data island (which the page's RSC payload
 * would then repeat). Call loadDialogWords() first on an Arabic or Turkish page.
 */
import { CONTACT_MESSAGES } from '@/lib/leads/contract/contact-messages';
import { ENGLISH_CONTACT_FORM_TEXT, type ContactFormText } from '@/lib/leads/contact-form-text';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { LOCALE_PHONE_COUNTRY } from '@/lib/i18n/phone-countries';
import { inPageLanguage, pageLocale } from './dialog-words';

export function contactFormTextInPageLanguage(locale: Locale = pageLocale()): ContactFormText {
  if (locale === DEFAULT_LOCALE) return ENGLISH_CONTACT_FORM_TEXT;
  const { copy, roleOptions, heardFromOptions, healthCheck } = ENGLISH_CONTACT_FORM_TEXT;
  const words = { copy, roleOptions, heardFromOptions, healthCheck, messages: CONTACT_MESSAGES };
  const translated = inPageLanguage(words, locale);
  return {
    ...translated,
    // The server prefixes the site's own links with the language (localize); so does this.
    copy: { ...translated.copy, privacyHref: localePath(copy.privacyHref, locale) },
    locale,
    defaultCountry: LOCALE_PHONE_COUNTRY[locale],
  };
}
