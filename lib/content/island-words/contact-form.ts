/**
 * The client islands' door to their words (issue 48): the bundled ENGLISH values the islands build
 * their text from, re-exported by name from content-fallback/. Nothing here localizes and nothing
 * here reaches another language: an island translates on the page with the page language's
 * dialog catalog (lib/content/dialog-catalogs, loaded by components/forms/dialog-words.ts), so it
 * is safe for 'use client'. Islands never import lib/content/index.ts, copy.ts or
 * lib/i18n/localize.ts: those carry the server's catalogs of every language.
 *
 * One module per bundled module, and named re-exports only (no `export *`): an island's import
 * graph holds exactly the bundled modules it held before, whether or not the bundler follows
 * re-exports, so the dialog host on every page does not pull in the lead dialogs' options.
 */
export {
  CONTACT_FORM_COPY,
  CONTACT_HEARD_FROM_OPTIONS,
  CONTACT_ROLE_OPTIONS,
  WHATSAPP_GREETING,
} from '@/content-fallback/contact-form';
