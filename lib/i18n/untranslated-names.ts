/**
 * Words an Arabic or Turkish page shows exactly as the English page does. Everything else a
 * visitor reads on /ar and /tr must be translated: e2e/i18n.spec.ts fails when such a page shows
 * an English string of the bundled catalogs that is not listed here.
 *
 * Data only, so the translators and the specs share it without importing each other's code; the
 * unit test (lib/i18n/__tests__/untranslated-names.test.ts) keeps it equal to what the catalogs
 * content-fallback/i18n/{ar,tr} actually keep in English.
 */
import type { PrefixedLocale } from './locales';

/** Brand and product names: written in Latin letters in every language. */
export const UNTRANSLATED_NAMES: readonly string[] = [
  'Airbnb',
  'Airtable',
  'AWS',
  'Azure OpenAI',
  'BigQuery',
  'Buffer',
  'Claude',
  'Clutch',
  'Copilot Studio',
  'Cursor',
  'Directus',
  'Docker',
  'DocuSign',
  'Facebook',
  'Figma',
  'Flutter',
  'GitHub Actions',
  'GitHub Copilot',
  'Google Cloud',
  'Google OR-Tools',
  'Grafana',
  'Guesty',
  'HL7 FHIR',
  'Hostaway',
  'Hotjar',
  'HubSpot',
  'Instagram',
  'Kubernetes',
  'LangChain',
  'LinkedIn',
  'Looker Studio',
  'Lovable',
  'LTI 1.3',
  'Make',
  'Mapbox',
  'Maze',
  'Metabase',
  'Microsoft',
  'Microsoft Azure',
  'MQTT',
  'Next.js',
  'Node.js',
  'Octaacer',
  'OctaAudit',
  'OctaCore',
  'OctaPlan',
  'OctaReact',
  'OctaScan',
  'OPC UA',
  'Open CASCADE',
  'OpenAI',
  'OpenAI API',
  'OpenAI Codex',
  'OR-Tools',
  'pgvector',
  'Playwright',
  'PostgreSQL',
  'Power Apps',
  'Power Automate',
  'Power BI',
  'Python',
  'React',
  'React Native',
  'Redis',
  'Replit',
  'Shopify',
  'Storybook',
  'Stripe',
  'Tailwind CSS',
  'Terraform',
  'TikTok',
  'TimescaleDB',
  'Twilio',
  'Twitter/X',
  'TypeScript',
  'UiPath',
  'WhatsApp API',
  // The shell's WhatsApp link label: the brand and a phone number.
  'WhatsApp {phone}',
  'YouTube',
  'Zapier',
];

/**
 * Words one language writes as English does while the other translates them: people's and
 * places' names in Latin letters (Turkish), a product name Arabic readers know in English
 * (Google Reviews), and the abbreviations Turkish business copy uses as they are.
 */
export const KEPT_AS_WRITTEN: Readonly<Record<PrefixedLocale, readonly string[]>> = {
  ar: ['Google Reviews'],
  tr: [
    'CTO',
    'Daniel Brooks',
    'Dubai',
    'Emily Carter',
    'Fatima Al-Harbi',
    'Headless CMS',
    'Khalid Rahman',
    'Omar Al-Mansoori',
    'Pakistan',
    'Sarah Whitfield',
    'vs',
  ],
};
