/** Spread onto the element that shows a field: `<h2 {...editable('heading')}>`. */
export type EditAttrs = { 'data-directus'?: string };

/** Where a shared section (hero, section heading, call-to-action band) shows editable fields. */
export interface SectionEdit {
  title?: EditAttrs;
  description?: EditAttrs;
}
