/**
 * What an editor changes in the shell, in the settings singleton (`{prefix}_settings`): contact
 * e-mail, phone, WhatsApp number, social links, footer tagline, compliance badges and the
 * cookie banner's text. The same field descriptions as the blocks (lib/blocks/fields.ts): one
 * gives the Directus form (npm run cms:schema) and the zod schema the site reads it with. Every
 * field is optional: an empty one keeps the bundled value.
 */
import { z } from 'zod';
import { choice, list, paragraph, text, type BlockFields } from '@/lib/blocks/fields';
import { schemaOf } from '@/lib/blocks/fields';
import type { SocialLink } from '@/lib/content/types';

const SOCIAL_NETWORKS: ReadonlyArray<{ value: SocialLink['network']; text: string }> = [
  { value: 'facebook', text: 'Facebook' },
  { value: 'x', text: 'X' },
  { value: 'instagram', text: 'Instagram' },
  { value: 'youtube', text: 'YouTube' },
  { value: 'linkedin', text: 'LinkedIn' },
];

export const SETTINGS_FIELDS = {
  contact_email: text('Contact e-mail', 120, {
    optional: true,
    half: true,
    note: 'Footer, contact page, privacy policy and structured data.',
  }),
  phone: text('Phone', 30, {
    optional: true,
    half: true,
    note: 'As visitors read it, e.g. +92 300 1234567.',
  }),
  whatsapp_number: text('WhatsApp number', 20, {
    optional: true,
    half: true,
    note: 'With country code; only its digits are used (wa.me links, the health check).',
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
  consent_title: text('Cookie banner title', 40, { optional: true, half: true }),
  consent_text: paragraph('Cookie banner text', 240, {
    optional: true,
    note: 'The link to the privacy policy follows it.',
  }),
} satisfies BlockFields;

export const settingsSchema = schemaOf(SETTINGS_FIELDS);
export type SettingsRecord = z.infer<typeof settingsSchema>;

/** Each field alone: one bad value falls back by itself instead of losing the whole record. */
export const settingsFieldSchemas = Object.fromEntries(
  Object.keys(SETTINGS_FIELDS).map((name) => [
    name,
    schemaOf({ [name]: SETTINGS_FIELDS[name as keyof typeof SETTINGS_FIELDS] }),
  ]),
) as Record<keyof typeof SETTINGS_FIELDS, z.ZodType<Partial<SettingsRecord>>>;
