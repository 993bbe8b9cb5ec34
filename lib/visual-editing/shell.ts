/**
 * The header's and footer's words are fields of one Directus item, the settings singleton
 * (`{prefix}_settings`), which getSiteSettings names in draft mode. The shell marks a word by its
 * view-model name (a ShellLabels key, or a site value such as the tagline); this maps it to the
 * singleton's field. Without the record (public pages, the bundled settings) no attribute.
 */
import type { ShellLabels } from '@/lib/content/types';
import { SETTINGS_FIELDS, shellLabelFieldName } from '@/lib/cms/settings-fields';
import { editableItem, type EditableSource } from './editable';
import type { EditAttrs } from './types';

/** The site's values an editor sets in the singleton, by their names in SiteConfig. */
const SITE_FIELDS = {
  brand: 'brand_name',
  email: 'contact_email',
  phone: 'phone',
  whatsappNumber: 'whatsapp_number',
  tagline: 'footer_tagline',
  socials: 'social_links',
  complianceBadges: 'compliance_badges',
} as const satisfies Record<string, keyof typeof SETTINGS_FIELDS>;

export type ShellWord = keyof ShellLabels | keyof typeof SITE_FIELDS;

/** Marks shell words: `{...edit('headerCta')}`. */
export type ShellEditable = (words: ShellWord | ShellWord[]) => EditAttrs;

const fieldOf = (word: ShellWord): string =>
  word in SITE_FIELDS ? SITE_FIELDS[word as keyof typeof SITE_FIELDS] : shellLabelFieldName(word);

/** The singleton's repeaters (social links, badges): the Visual Editor opens them in its drawer. */
const LIST_FIELDS = Object.entries(SETTINGS_FIELDS)
  .filter(([, field]) => field.kind === 'list')
  .map(([name]) => name);

export function shellEditable(source: EditableSource | undefined): ShellEditable {
  if (!source) return () => ({});
  const mark = editableItem(source, LIST_FIELDS);
  return (words) => mark((Array.isArray(words) ? words : [words]).map(fieldOf));
}
