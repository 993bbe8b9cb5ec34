/**
 * What an editor changes in the shell, in the settings singleton (`{prefix}_settings`): contact
 * e-mail, phone, WhatsApp number, social links, footer tagline, compliance badges and the
 * cookie banner's text. The same field descriptions as the blocks (lib/blocks/fields.ts): one
 * gives the Directus form (npm run cms:schema) and the zod schema the site reads it with. Every
 * field is optional: an empty one keeps the bundled value.
 */
import { z } from 'zod';
import { choice, list, paragraph, text, toggle, type BlockFields } from '@/lib/blocks/fields';
import { schemaOf } from '@/lib/blocks/fields';
import type { SocialLink } from '@/lib/content/types';
import type { ShellLabels } from '@/lib/content/types';

/**
 * The header's, menu's and footer's words: one optional field each, named after its label key
 * (navServices → nav_services), in the order of the Directus form.
 */
const SHELL_LABEL_FIELDS: Record<keyof ShellLabels, { label: string; max: number; note?: string }> =
  {
    navServices: { label: 'Menu: Services', max: 24 },
    navIndustries: { label: 'Menu: Industries', max: 24 },
    navProcess: { label: 'Menu: Process', max: 24 },
    navPortfolio: { label: 'Menu: Portfolio', max: 24 },
    navAbout: { label: 'Menu: About', max: 24 },
    headerCta: {
      label: 'Header button',
      max: 24,
      note: 'Opens the health check on phones, the contact page on desktops.',
    },
    menuTrending: { label: 'Services menu: trending heading', max: 30 },
    menuTrendingBadge: { label: 'Services menu: trending badge', max: 10 },
    menuAllServices: { label: 'Services menu: other services heading', max: 30 },
    menuAllIndustries: { label: 'Industries menu: heading', max: 30 },
    legalRow: { label: 'Legal row (privacy page): label', max: 30 },
    legalPrivacy: { label: 'Legal row: privacy link', max: 30 },
    footerSchedule: { label: 'Footer: booking button', max: 30 },
    footerServicesHeading: { label: 'Footer: services heading', max: 24 },
    footerQuickLinksHeading: { label: 'Footer: quick links heading', max: 24 },
    footerCompanyHeading: { label: 'Footer: company heading', max: 24 },
    footerHealthCheck: { label: 'Footer: health check link', max: 30 },
    footerAudit: { label: 'Footer: audit link (booking page)', max: 30 },
    footerPortfolio: { label: 'Footer: portfolio link', max: 30 },
    footerProcess: { label: 'Footer: process link', max: 30 },
    footerIndustries: { label: 'Footer: industries link', max: 30 },
    footerAbout: { label: 'Footer: about link', max: 30 },
    footerContact: { label: 'Footer: contact link', max: 30 },
    footerCareers: { label: 'Footer: careers link', max: 30 },
    footerPrivacy: { label: 'Footer: privacy link', max: 30 },
    footerCopyright: {
      label: 'Footer: copyright line',
      max: 80,
      note: '{year} and {brand} are filled in, e.g. "© {year} {brand}. All rights reserved."',
    },
    cookieSettings: { label: 'Footer: cookie settings link', max: 30 },
    stickyText: {
      label: 'Phone bar: text',
      max: 40,
      note: 'The bar fixed to the bottom of phone screens (not on landing pages).',
    },
    stickyAction: { label: 'Phone bar: button (opens the wizard)', max: 24 },
  };

export const shellLabelFieldName = (key: string) =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const shellLabelFields = Object.fromEntries(
  Object.entries(SHELL_LABEL_FIELDS).map(([key, { label, max, note }]) => [
    shellLabelFieldName(key),
    text(label, max, { optional: true, half: true, ...(note ? { note } : {}) }),
  ]),
) as Record<string, ReturnType<typeof text<{ optional: true; half: true }>>>;

const SOCIAL_NETWORKS: ReadonlyArray<{ value: SocialLink['network']; text: string }> = [
  { value: 'facebook', text: 'Facebook' },
  { value: 'x', text: 'X' },
  { value: 'instagram', text: 'Instagram' },
  { value: 'youtube', text: 'YouTube' },
  { value: 'linkedin', text: 'LinkedIn' },
];

export const SETTINGS_FIELDS = {
  brand_name: text('Company name', 40, {
    optional: true,
    half: true,
    note: 'Beside the logo, in the copyright line and the structured data.',
  }),
  contact_email: text('Contact e-mail', 120, {
    optional: true,
    half: true,
    note: 'Footer, contact page, privacy policy and structured data.',
  }),
  phone: text('Phone', 30, {
    optional: true,
    half: true,
    note: 'As visitors read it and call it (tel links), e.g. +92 300 1234567. WhatsApp links use the WhatsApp number, not this one.',
  }),
  whatsapp_number: text('WhatsApp number', 20, {
    optional: true,
    half: true,
    note: 'Every WhatsApp chat link (wa.me, the footer, the health check) uses this number, not Phone; change both when the number changes. With country code; only its digits are used.',
  }),
  footer_tagline: paragraph('Footer tagline', 160, { optional: true }),
  social_links: list(
    'Social links',
    {
      network: choice('Network', SOCIAL_NETWORKS, 'facebook', { half: true }),
      url: text('Link', 200, { half: true, note: 'https://…' }),
    },
    '{{network}}',
    { max: 5 },
  ),
  compliance_badges: list(
    'Compliance badges',
    { label: text('Badge', 30, { note: 'Shown in the footer, e.g. SOC 2 Compliant.' }) },
    '{{label}}',
    { max: 6 },
  ),
  facts: list(
    'Company facts',
    {
      key: text('Key', 40, {
        half: true,
        note: 'Copy refers to it as {fact:key}, e.g. {fact:projects}. Keep the key as it is.',
      }),
      value: text('Value', 40, {
        half: true,
        note: 'As visitors read it in English, e.g. 500+, 92%, 4.9, $50K+, SOC 2 Compliant.',
      }),
      label: text('What it counts', 80, { optional: true }),
      note: text('Note', 200, { optional: true }),
    },
    '{{key}}: {{value}}',
    {
      max: 60,
      note: 'Every figure the site states about the company, once: each page and language that shows it follows this value (docs/content.md lists where each shows).',
    },
  ),
  consent_title: text('Cookie banner title', 40, { optional: true, half: true }),
  consent_text: paragraph('Cookie banner text', 240, {
    optional: true,
    note: 'The link to the privacy policy follows it.',
  }),
  ...shellLabelFields,
  menu_trending_badge_shown: toggle('Services menu: show the trending badge', true, {
    half: true,
    note: "Off hides the badge beside the trending heading ('Hot'); its words are the field above.",
  }),
} satisfies BlockFields;

/** The shell labels an editor set, by label key; an empty field keeps the bundled label. */
export function shellLabelsFrom(record: Partial<Record<string, unknown>>): Partial<ShellLabels> {
  const labels: Partial<ShellLabels> = {};
  for (const key of Object.keys(SHELL_LABEL_FIELDS) as Array<keyof ShellLabels>) {
    const value = record[shellLabelFieldName(key)];
    if (typeof value === 'string' && value.trim()) labels[key] = value.trim();
  }
  return labels;
}

export const settingsSchema = schemaOf(SETTINGS_FIELDS);
export type SettingsRecord = z.infer<typeof settingsSchema>;

/**
 * Each field alone: one bad value falls back by itself instead of losing the whole record.
 * `translated`: the limits of an Arabic or Turkish translation, the same Directus enforces on the
 * translation's form (translatedTextLimit).
 */
const fieldSchemas = (translated: boolean) =>
  Object.fromEntries(
    Object.keys(SETTINGS_FIELDS).map((name) => [
      name,
      schemaOf({ [name]: SETTINGS_FIELDS[name as keyof typeof SETTINGS_FIELDS] }, { translated }),
    ]),
  ) as Record<keyof typeof SETTINGS_FIELDS, z.ZodType<Partial<SettingsRecord>>>;

export const settingsFieldSchemas = fieldSchemas(false);
export const translatedSettingsFieldSchemas = fieldSchemas(true);
