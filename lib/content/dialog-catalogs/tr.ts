/**
 * The tr translations the lead dialogs read (their copy, options and messages): a chunk of its
 * own, fetched only on tr pages, so no page downloads another language's words.
 */
import { dialogCatalog, translatorFor } from './translator';
import contactForm from '@/content-fallback/i18n/tr/contact-form.json';
import dialogCopy from '@/content-fallback/i18n/tr/dialog-copy.json';
import leadModalOptions from '@/content-fallback/i18n/tr/lead-modal-options.json';
import contactMessages from '@/content-fallback/i18n/tr/form-messages/contact-schema.json';
import leadModalMessages from '@/content-fallback/i18n/tr/form-messages/lead-modal-schema.json';
import wizardMessages from '@/content-fallback/i18n/tr/form-messages/wizard-schema.json';
// Two words the dialogs share with other pages: catalogued once, where they first appeared.
import consent from '@/content-fallback/i18n/tr/consent.json';
import heroes from '@/content-fallback/i18n/tr/heroes.json';

export default translatorFor(
  dialogCatalog(
    [contactForm, dialogCopy, leadModalOptions, contactMessages, leadModalMessages, wizardMessages],
    { heroes, consent },
  ),
);
