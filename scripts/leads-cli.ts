/**
 * Operator CLI for the lead store (the same store and env as the server: LEADS_DATABASE or DATABASE_URL).
 *   npm run leads -- list [--status pending|delivering|delivered|failed|undelivered]
 *   npm run leads -- show <id>
 *   npm run leads -- export --format csv > leads.csv
 *   npm run leads -- retry <id>
 *   npm run leads -- retry --all-failed [--since <ISO date | duration such as 2h, 3d>]
 *   npm run leads -- deliver            (also: npm run leads:deliver)
 *   npm run leads -- report --campaign <slug>
 */
import { loadEnvConfig } from '@next/env';
import { deliverDueLeads } from '@/lib/leads/delivery';
import { LEAD_PIPELINE } from '@/lib/leads/pipeline-config';
import { getLeadStore, LEAD_STATUSES, type LeadRecord, type LeadStatus } from '@/lib/leads/store';
import { toCsvField } from '@/lib/leads/csv';
import { EXPERIMENT_SLUG_PATTERN } from '@/lib/experiments/experiments';
import { campaignReport, formatCampaignReport, leadsPerArm } from '@/lib/experiments/report';

const USAGE = `Usage: npm run leads -- <command>
  list [--status <${LEAD_STATUSES.join('|')}>]   table of leads
  show <id>                                      one lead as JSON, with its conversions' deliveries
  export --format csv                            all leads as CSV on stdout
  retry <id>                                     make a lead due now and try to deliver it
  retry --all-failed [--since <date|duration>]   the same for every failed lead (created since an
                                                 ISO date, or within a duration: 90m, 12h, 3d)
  deliver                                        one delivery pass over all due leads
  report --campaign <slug> [--json]              an experiment's views, leads, conversion rate and
                                                 each variant's probability to beat the original`;

class UsageError extends Error {}

function optionValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

const iso = (date: Date | null) => (date ? date.toISOString() : '');

const DURATION_UNITS_MS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

/** `--since`: an ISO date ('2026-11-27', '2026-11-27T08:00Z') or a duration back from now ('12h'). */
function parseSince(value: string, now: Date): Date {
  const duration = /^(\d+)\s*([smhdw])$/i.exec(value.trim());
  if (duration) {
    const [, amount, unit] = duration;
    return new Date(now.getTime() - Number(amount) * (DURATION_UNITS_MS[unit!.toLowerCase()] ?? 0));
  }
  const date = /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new UsageError(`--since needs an ISO date or a duration such as 90m, 12h, 3d: ${value}`);
  return date;
}

function contactOf(lead: LeadRecord): { name: string; email: string } {
  const values = (lead.payload as { values?: Record<string, unknown> } | null)?.values ?? {};
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const name = text('name') || [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  return { name, email: text('email') };
}

function printTable(leads: LeadRecord[]): void {
  const header = [
    'id',
    'created',
    'kind',
    'source',
    'status',
    'attempts',
    'next attempt',
    'email',
    'last error',
  ];
  const rows = leads.map((lead) => [
    lead.id,
    iso(lead.createdAt),
    lead.kind,
    lead.source,
    lead.status,
    String(lead.attempts),
    iso(lead.nextAttemptAt),
    contactOf(lead).email,
    (lead.lastError ?? '').slice(0, 60),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log(`\n${leads.length} lead(s)`);
}

function toCsv(leads: LeadRecord[]): string {
  const header = [
    'id',
    'created_at',
    'kind',
    'source',
    'status',
    'attempts',
    'delivered_at',
    'last_error',
    'name',
    'email',
    'payload',
    'webhook_body',
  ];
  const lines = [header.join(',')];
  for (const lead of leads) {
    const { name, email } = contactOf(lead);
    lines.push(
      [
        lead.id,
        iso(lead.createdAt),
        lead.kind,
        lead.source,
        lead.status,
        String(lead.attempts),
        iso(lead.deliveredAt),
        lead.lastError ?? '',
        name,
        email,
        JSON.stringify(lead.payload),
        JSON.stringify(lead.webhookBody),
      ]
        .map(toCsvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  // The same .env files `next start` reads, so the CLI sees the server's store and webhooks.
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const store = getLeadStore();
  try {
    switch (command) {
      case 'list': {
        const status = optionValue(rest, '--status');
        if (status !== undefined && !LEAD_STATUSES.includes(status as LeadStatus)) {
          throw new UsageError(`--status must be one of ${LEAD_STATUSES.join(', ')}`);
        }
        printTable(await store.listLeads({ status: status as LeadStatus | undefined }));
        return 0;
      }
      case 'show': {
        const id = rest[0];
        if (!id) throw new UsageError('show needs a lead id');
        const lead = await store.getLead(id);
        if (!lead) {
          console.error(`No lead with id ${id}`);
          return 1;
        }
        // A lead's server-side conversions are deliveries of their own (retry them by their id).
        const conversions = await store.listConversionsOf(lead);
        console.log(JSON.stringify({ ...lead, conversions }, null, 2));
        return 0;
      }
      case 'export': {
        const format = optionValue(rest, '--format') ?? 'csv';
        if (format !== 'csv') throw new UsageError('export supports --format csv');
        process.stdout.write(toCsv(await store.listLeads()));
        return 0;
      }
      case 'retry': {
        if (rest.includes('--all-failed') || rest.includes('--since')) {
          const now = new Date();
          const sinceValue = optionValue(rest, '--since');
          const since = sinceValue === undefined ? undefined : parseSince(sinceValue, now);
          const ids = await store.resetFailedForRetry(now, since);
          const totals = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
          // In batches, as the worker sends them: a receiver that has just come back gets no burst.
          for (let start = 0; start < ids.length; start += LEAD_PIPELINE.deliveryBatchSize) {
            const batch = ids.slice(start, start + LEAD_PIPELINE.deliveryBatchSize);
            const report = await deliverDueLeads({ ids: batch, limit: batch.length, store });
            for (const key of Object.keys(totals) as Array<keyof typeof totals>)
              totals[key] += report[key];
          }
          console.log(
            `Retried ${ids.length} failed lead(s)${since ? ` created since ${since.toISOString()}` : ''}: ` +
              `${totals.delivered} delivered, ${totals.retrying} to retry, ${totals.failed} failed, ` +
              `${ids.length - totals.claimed} pending (no webhook configured or being delivered).`,
          );
          return totals.delivered === ids.length ? 0 : 1;
        }
        const id = rest[0];
        if (!id || id.startsWith('--'))
          throw new UsageError('retry needs a lead id or --all-failed');
        const lead = await store.resetForRetry(id, new Date());
        if (!lead) {
          console.error(`No lead with id ${id}`);
          return 1;
        }
        if (lead.status !== 'pending') {
          console.error(
            `Lead ${id} is being delivered right now (status ${lead.status}); try again later.`,
          );
          return 1;
        }
        const report = await deliverDueLeads({ ids: [id], limit: 1, store });
        const after = await store.getLead(id);
        console.log(
          `Lead ${id}: ${after?.status ?? 'unknown'} (attempts ${after?.attempts ?? '?'})`,
        );
        if (report.claimed === 0)
          console.log('No webhook is configured for this kind of lead: it stays pending.');
        return after?.status === 'delivered' ? 0 : 1;
      }
      case 'deliver': {
        const totals = { claimed: 0, delivered: 0, retrying: 0, failed: 0, parked: 0 };
        // Passes until nothing due is left (each pass sends at most one batch).
        for (;;) {
          const report = await deliverDueLeads({ limit: 50, store });
          for (const key of Object.keys(totals) as Array<keyof typeof totals>)
            totals[key] += report[key];
          if (report.claimed < 50) break;
        }
        console.log(
          `Delivery pass: ${totals.claimed} attempted, ${totals.delivered} delivered, ${totals.retrying} to retry, ` +
            `${totals.failed} failed, ${totals.parked} kept undelivered (no webhook).`,
        );
        return totals.retrying + totals.failed > 0 ? 1 : 0;
      }
      case 'report': {
        const campaign = optionValue(rest, '--campaign');
        if (!campaign || !EXPERIMENT_SLUG_PATTERN.test(campaign))
          throw new UsageError("report needs --campaign <the original page's slug>");
        const rows = campaignReport(
          campaign,
          await store.exposuresOf(campaign),
          leadsPerArm(campaign, await store.listLeads()),
        );
        console.log(
          rest.includes('--json')
            ? JSON.stringify({ experiment: campaign, arms: rows }, null, 2)
            : formatCampaignReport(campaign, rows),
        );
        return 0;
      }
      default:
        throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
    }
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    }
  },
);
