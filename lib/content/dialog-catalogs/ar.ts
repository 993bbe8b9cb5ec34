/**
 * The ar translations the lead dialogs read (their copy, options and messages): a chunk of its
 * own, fetched only on ar pages, so no page downloads another language's words.
 */
import { dialogCatalog, translatorFor } from './translator';
import contactForm from '@/content-fallback/i18n/ar/contact-form.json';
import dialogCopy from '@/content-fallback/i18n/ar/dialog-copy.json';
import leadModalOptions from '@/content-fallback/i18n/ar/lead-modal-options.json';
import contactMessages from '@/content-fallback/i18n/ar/form-messages/contact-schema.json';
import leadModalMessages from '@/content-fallback/i18n/ar/form-messages/lead-modal-schema.json';
import wizardMessages from '@/content-fallback/i18n/ar/form-messages/wizard-schema.json';
// Two words the dialogs share with other pages: catalogued once, where they first appeared.
import consent from '@/content-fallback/i18n/ar/consent.json';
import heroes from '@/content-fallback/i18n/ar/heroes.json';

export default translatorFor(
  dialogCatalog(
    [contactForm, dialogCopy, leadModalOptions, contactMessages, leadModalMessages, wizardMessages],
    { heroes, consent },
  ),
);
