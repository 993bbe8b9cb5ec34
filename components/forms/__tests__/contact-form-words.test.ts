import { getContactFormText } from '@/lib/leads/contract/localized-messages';
import { LOCALES } from '@/lib/i18n/locales';
import { contactFormTextInPageLanguage } from '../contact-form-words';
import { inPageLanguage, loadDialogWords } from '../dialog-words';
import { fallbackLeadContexts } from '@/content-fallback/lead-modal-options';
import { localize } from '@/lib/i18n/localize';

describe('the contact form words the browser builds', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  it.each(LOCALES)(
    'are, in %s, exactly the words the server gives the served form',
    async (locale) => {
      document.documentElement.setAttribute('lang', locale);
      await loadDialogWords();
      expect(contactFormTextInPageLanguage()).toEqual(getContactFormText(locale));
    },
  );

  it('are English on a page whose language has no catalog loaded', () => {
    document.documentElement.setAttribute('lang', 'en');
    expect(contactFormTextInPageLanguage().copy.submit).toBe('Send Message');
  });
});

describe('the bundled lead contexts the browser translates', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  // A landing page leaves them out of its data block when they equal the server's translation.
  it.each(LOCALES)('are, in %s, exactly what the server offers', async (locale) => {
    document.documentElement.setAttribute('lang', locale);
    await loadDialogWords();
    for (const context of fallbackLeadContexts)
      expect(inPageLanguage(context)).toEqual(localize(context, locale));
  });
});
