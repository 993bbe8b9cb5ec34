/**
 * `npm run leads -- report --campaign <slug>`: each arm's views (the site's exposure counts),
 * leads (stored leads that carry the arm), conversion rate, and the probability that it beats
 * the original (lib/experiments/stats.ts).
 */
import type { LeadRecord } from '@/lib/leads/store';
import { conversionRate, probabilityToBeat } from './stats';

export interface ArmReport {
  variant: string;
  isOriginal: boolean;
  views: number;
  leads: number;
  /** Leads per view. */
  rate: number;
  /** P(this arm's rate > the original's); undefined for the original itself. */
  probabilityToBeatOriginal?: number;
}

/** Leads per arm of one experiment, from the leads' stored payloads. */
export function leadsPerArm(experiment: string, leads: readonly LeadRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const arm = (lead.payload as { experiment?: { experiment?: unknown; variant?: unknown } })
      ?.experiment;
    if (arm?.experiment !== experiment || typeof arm.variant !== 'string') continue;
    counts.set(arm.variant, (counts.get(arm.variant) ?? 0) + 1);
  }
  return counts;
}

/** The report's rows: the original (the experiment's own slug) first, then the variants by name. */
export function campaignReport(
  experiment: string,
  views: ReadonlyMap<string, number>,
  leads: ReadonlyMap<string, number>,
): ArmReport[] {
  const variants = [...new Set([experiment, ...views.keys(), ...leads.keys()])].sort((a, b) =>
    a === experiment ? -1 : b === experiment ? 1 : a.localeCompare(b),
  );
  const countsOf = (variant: string) => ({
    views: views.get(variant) ?? 0,
    // A lead without a counted view (a view lost in transit) still counts as one.
    leads: leads.get(variant) ?? 0,
  });
  const original = countsOf(experiment);
  return variants.map((variant) => {
    const counts = countsOf(variant);
    const isOriginal = variant === experiment;
    return {
      variant,
      isOriginal,
      ...counts,
      rate: conversionRate(counts),
      ...(isOriginal ? {} : { probabilityToBeatOriginal: probabilityToBeat(counts, original) }),
    };
  });
}

const percent = (value: number) => `${(value * 100).toFixed(2)} %`;

/** The report as a table for a terminal. */
export function formatCampaignReport(experiment: string, rows: readonly ArmReport[]): string {
  const header = ['variant', 'views', 'leads', 'conversion', 'P(beats original)'];
  const body = rows.map((row) => [
    row.isOriginal ? `${row.variant} (original)` : row.variant,
    String(row.views),
    String(row.leads),
    percent(row.rate),
    row.probabilityToBeatOriginal === undefined ? '-' : percent(row.probabilityToBeatOriginal),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...body].map((cells) => cells[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [`Experiment ${experiment}`, line(header), ...body.map(line)].join('\n');
}
