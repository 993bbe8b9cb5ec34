/**
 * The company facts in Directus: a repeater of the settings singleton (`facts`: key, value,
 * label, note), seeded from the bundled values. The copy refers to a fact as `{fact:key}`; an
 * editor changes the value once and every page and language follows (docs/content.md).
 */
import { fallbackFacts, type FactKey } from '@/content-fallback/facts';
import { FACT_TOKEN_SOURCE } from '@/lib/content/fact-tokens';

/** The settings field that holds the facts (never translated: a figure is every language's). */
export const FACTS_FIELD = 'facts';

/** What each fact counts, as the editor reads it in the repeater. */
export const FACT_DESCRIPTIONS: Record<FactKey, { label: string; note?: string }> = {
  projects: { label: 'Projects delivered since the company began' },
  satisfaction: { label: 'Clients satisfied (client survey)' },
  rating: {
    label: 'Review-platform rating, out of 5',
    note: 'A number such as 4.9; the stars of the review summaries follow it.',
  },
  reviews: { label: 'Reviews on the review platform', note: 'A whole number, e.g. 23.' },
  countries: { label: 'Countries with clients served' },
  years: { label: 'Years in business', note: 'Keep it in step with the founding year.' },
  founded: { label: 'Founding year', note: 'The about page journey starts here.' },
  team: { label: 'In-house team (engineers, designers, automation specialists)' },
  network: { label: 'Specialists in the delivery network, in-house team included' },
  support: { label: 'Support and monitoring hours' },
  retention: { label: 'Clients who keep working with us after a first project' },
  hoursSaved: { label: 'Hours a client team saves each week after automation' },
  manualTasks: { label: 'Fewer manual tasks after automation' },
  fewerErrors: { label: 'Fewer data errors after automation' },
  uptime: { label: 'Uptime of the workflows and workloads we run' },
  costReduction: { label: 'Average cost reduction for clients (industry pages)' },
  processSavings: {
    label: 'Yearly savings of one automated process',
    note: 'Also what one manual process wastes a year (automation landing page).',
  },
  clientSavings: { label: 'Yearly savings of an automation client, all processes together' },
  totalSavings: { label: 'Savings of all clients together' },
  automationRoi: { label: 'Average automation ROI within 6 months' },
  codeAccuracy: { label: 'Code accuracy of AI-assisted development' },
  speedup: { label: 'Faster time to market with AI-assisted development' },
  zapierApps: { label: 'Apps Zapier connects (a platform figure, not ours)' },
  soc: { label: 'SOC 2 claim, in words' },
  gdpr: { label: 'GDPR claim, in words' },
};

/** The settings repeater's rows, in the order of the bundled facts. */
export function factRows(): Array<{ key: string; value: string; label: string; note: string }> {
  return (Object.keys(fallbackFacts) as FactKey[]).map((key) => ({
    key,
    value: fallbackFacts[key],
    label: FACT_DESCRIPTIONS[key].label,
    note: FACT_DESCRIPTIONS[key].note ?? '',
  }));
}

/**
 * Directus's rule for a text field of at most `max` characters, a fact token counting as one
 * (the site's zod schema counts the same way, lib/blocks/fields.ts).
 */
export function limitPattern(max: number): string {
  return `^(?:${FACT_TOKEN_SOURCE}|[\\s\\S]){0,${max}}$`;
}
