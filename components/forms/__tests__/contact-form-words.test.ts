import { getContactFormText } from '@/lib/leads/contract/localized-messages';
import { LOCALES } from '@/lib/i18n/locales';
import { contactFormTextInPageLanguage } from '../contact-form-words';
import { loadDialogWords } from '../dialog-words';

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
