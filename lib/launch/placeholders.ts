/**
 * The settings a live site must not keep at a placeholder or default: contact details still the
 * bundled ones, the site URL on localhost, secrets unset, webhooks unset (leads stored, never
 * forwarded), no trusted proxy named for the client address, one SQLite file per instance when
 * several serve the site. `npm run launch:check`
 * lists them (exit 1 with --strict) and `next start` logs them once.
 */
import { siteConfig } from '@/content-fallback/site';

export interface LaunchWarning {
  /** The setting, as an operator looks for it: an env variable or a CMS settings field. */
  setting: string;
  /** What is wrong and what to do, one sentence. */
  problem: string;
}

/** The contact details a visitor sees, from the CMS settings where set, else the bundle. */
export interface ContactSettings {
  phone: string;
  whatsappNumber: string;
  email: string;
  careersEmail: string;
  schedulerUrl: string;
  socials: ReadonlyArray<{ network: string; href: string }>;
}

/** The bundled phone is in the UK's range reserved for drama (Ofcom 07700 900000-900999). */
const FICTIONAL_DIGITS = /^447700900\d{3}$/;
const digits = (value: string) => value.replace(/\D/g, '');
const isFictionalNumber = (value: string) => FICTIONAL_DIGITS.test(digits(value));
const isLocalUrl = (url: string) =>
  /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])(:\d+)?(\/|$)/i.test(url);
const isUnset = (value: string | undefined) => value === undefined || value.trim() === '';

/** Where the contact details come from when the CMS says nothing: the bundle. */
export const BUNDLED_CONTACT: ContactSettings = {
  phone: siteConfig.phone,
  whatsappNumber: siteConfig.whatsappNumber,
  email: siteConfig.email,
  careersEmail: siteConfig.careersEmail,
  schedulerUrl: siteConfig.schedulerUrl,
  socials: siteConfig.socials,
};

/**
 * Every setting still at a placeholder or default. `env` is the server's environment; `contact`
 * the details visitors see; `severalInstances` when more than one server answers (REDIS_URL set
 * says so, or the operator passes --instances).
 */
export function findLaunchPlaceholders({
  env,
  contact,
  severalInstances,
}: {
  env: Readonly<Record<string, string | undefined>>;
  contact: ContactSettings;
  severalInstances?: boolean;
}): LaunchWarning[] {
  const warnings: LaunchWarning[] = [];
  const several = severalInstances ?? !isUnset(env.REDIS_URL);
  const add = (setting: string, problem: string) => warnings.push({ setting, problem });

  const siteUrl = env.NEXT_PUBLIC_SITE_URL;
  if (isUnset(siteUrl) || isLocalUrl(siteUrl!))
    add(
      'NEXT_PUBLIC_SITE_URL',
      `is ${isUnset(siteUrl) ? 'unset (http://localhost:3000)' : siteUrl}: canonical URLs, the sitemap and link cards point at it; set the public https:// address.`,
    );
  const secrets: Array<[string, string]> = [
    [
      'REVALIDATE_SECRET',
      "editors' changes do not reach the live pages (on-demand revalidation is off)",
    ],
    ['DRAFT_SECRET', 'editors cannot preview drafts'],
    [
      'OG_IMAGE_SECRET',
      'link cards are signed with a random key per build, which differs between servers and deploys',
    ],
  ];
  for (const [name, effect] of secrets) if (isUnset(env[name])) add(name, `is unset: ${effect}.`);
  if (isUnset(env.CONTACT_WEBHOOK_URL))
    add(
      'CONTACT_WEBHOOK_URL',
      'is unset: contact leads are stored but never forwarded to the CRM.',
    );
  if (isUnset(env.LEAD_WEBHOOK_URL))
    add(
      'LEAD_WEBHOOK_URL',
      'is unset: wizard and lead-modal leads are stored but never forwarded.',
    );
  const proxyHops = Number(env.TRUSTED_PROXY_HOPS ?? '0');
  if (isUnset(env.CLIENT_IP_HEADER) && !(proxyHops >= 1))
    add(
      'TRUSTED_PROXY_HOPS or CLIENT_IP_HEADER',
      "is unset: the lead rate limit keys on X-Forwarded-For as the client wrote it, so a spammer can rotate it; serve the site behind a proxy and name it (README's environment table).",
    );
  if (several && isUnset(env.DATABASE_URL))
    add(
      'DATABASE_URL',
      'is unset while several instances serve the site: each keeps its leads in its own SQLite file and the rate limit is per instance; set a shared Postgres.',
    );

  const bundled = (value: string, bundledValue: string) => value.trim() === bundledValue.trim();
  if (bundled(contact.phone, BUNDLED_CONTACT.phone) || isFictionalNumber(contact.phone))
    add(
      'phone (CMS settings)',
      `is the placeholder ${contact.phone}: set the number visitors call.`,
    );
  if (
    digits(contact.whatsappNumber) === digits(BUNDLED_CONTACT.whatsappNumber) ||
    isFictionalNumber(contact.whatsappNumber)
  )
    add(
      'whatsapp_number (CMS settings) or WHATSAPP_NUMBER',
      `is the placeholder ${contact.whatsappNumber}: every WhatsApp link opens a chat with it.`,
    );
  if (bundled(contact.schedulerUrl, BUNDLED_CONTACT.schedulerUrl))
    add(
      'calendly_link (CMS settings) or SCHEDULER_URL',
      `is the bundled default ${contact.schedulerUrl}: set your own booking page.`,
    );
  if (bundled(contact.email, BUNDLED_CONTACT.email))
    add(
      'contact_email (CMS settings)',
      `is the bundled default ${contact.email}: confirm the inbox or set yours.`,
    );
  if (bundled(contact.careersEmail, BUNDLED_CONTACT.careersEmail))
    add(
      'careers e-mail (content-fallback/site.ts)',
      `is the bundled default ${contact.careersEmail}.`,
    );
  const bundledSocials = new Set(BUNDLED_CONTACT.socials.map((social) => social.href));
  const defaults = contact.socials.filter((social) => bundledSocials.has(social.href));
  if (defaults.length > 0)
    add(
      'social_links (CMS settings)',
      `still the bundled defaults: ${defaults.map((social) => social.href).join(', ')}.`,
    );
  return warnings;
}

/** The report, one line per setting. */
export function formatLaunchWarnings(warnings: readonly LaunchWarning[]): string[] {
  return warnings.map(({ setting, problem }) => `[launch] ${setting} ${problem}`);
}

/**
 * The contact details visitors see: the CMS settings singleton's where it sets them (read with a
 * plain fetch, as the check runs outside Next), else SCHEDULER_URL / WHATSAPP_NUMBER, else the
 * bundle. An unreadable CMS is reported and the bundle's values are checked.
 */
export async function readContactSettings(
  env: Readonly<Record<string, string | undefined>>,
  log: (line: string) => void = console.warn,
): Promise<ContactSettings> {
  const base: ContactSettings = {
    ...BUNDLED_CONTACT,
    whatsappNumber: env.WHATSAPP_NUMBER?.trim() || BUNDLED_CONTACT.whatsappNumber,
    schedulerUrl: env.SCHEDULER_URL?.trim() || BUNDLED_CONTACT.schedulerUrl,
  };
  const url = env.DIRECTUS_URL?.trim();
  if (!url) return base;
  const prefix = env.DIRECTUS_COLLECTION_PREFIX?.trim() || 'octaacer';
  const fields = 'phone,whatsapp_number,contact_email,calendly_link,social_links';
  try {
    const response = await fetch(
      `${url.replace(/\/+$/, '')}/items/${prefix}_settings?fields=${fields}`,
      {
        headers: env.DIRECTUS_TOKEN ? { authorization: `Bearer ${env.DIRECTUS_TOKEN}` } : {},
        signal: AbortSignal.timeout(5000),
      },
    );
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    const { data } = (await response.json()) as { data?: Record<string, unknown> | null };
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim() : undefined;
    const socials = Array.isArray(data?.social_links)
      ? (data.social_links as Array<{ network?: unknown; url?: unknown }>).flatMap((row) =>
          text(row.url) ? [{ network: String(row.network ?? ''), href: text(row.url)! }] : [],
        )
      : undefined;
    return {
      ...base,
      phone: text(data?.phone) ?? base.phone,
      whatsappNumber: text(data?.whatsapp_number) ?? base.whatsappNumber,
      email: text(data?.contact_email) ?? base.email,
      schedulerUrl: text(data?.calendly_link) ?? base.schedulerUrl,
      socials: socials && socials.length > 0 ? socials : base.socials,
    };
  } catch (error) {
    log(`[launch] CMS settings unreadable (${error}): the bundled contact details are checked.`);
    return base;
  }
}

let logged = false;

/** Logs the list once per process (next start in production). */
export async function logLaunchPlaceholdersOnce(
  env: Readonly<Record<string, string | undefined>> = process.env,
  log: (line: string) => void = console.warn,
): Promise<void> {
  if (logged) return;
  logged = true;
  const warnings = findLaunchPlaceholders({ env, contact: await readContactSettings(env, log) });
  if (warnings.length === 0) return;
  log(
    `[launch] ${warnings.length} setting(s) still at a placeholder or default (npm run launch:check):`,
  );
  for (const line of formatLaunchWarnings(warnings)) log(line);
}
