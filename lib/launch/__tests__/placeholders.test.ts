import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  BUNDLED_CONTACT,
  findLaunchPlaceholders,
  type ContactSettings,
} from '@/lib/launch/placeholders';

const LIVE_ENV = {
  NEXT_PUBLIC_SITE_URL: 'https://octaacer.com',
  REVALIDATE_SECRET: 'r'.repeat(32),
  DRAFT_SECRET: 'd'.repeat(32),
  OG_IMAGE_SECRET: 'o'.repeat(32),
  CONTACT_WEBHOOK_URL: 'https://hooks.example.com/contact',
  LEAD_WEBHOOK_URL: 'https://hooks.example.com/lead',
  TRUSTED_PROXY_HOPS: '1',
};
const LIVE_CONTACT: ContactSettings = {
  phone: '+92 42 3578 1234',
  whatsappNumber: '923219876543',
  email: 'sales@octaacer.pk',
  careersEmail: 'jobs@octaacer.pk',
  schedulerUrl: 'https://calendly.com/octaacer-sales/intro',
  socials: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/octaacer-pk' }],
};

const settingsOf = (warnings: ReturnType<typeof findLaunchPlaceholders>) =>
  warnings.map((warning) => warning.setting);

describe('findLaunchPlaceholders', () => {
  it('finds nothing on a site configured for launch', () => {
    expect(findLaunchPlaceholders({ env: LIVE_ENV, contact: LIVE_CONTACT })).toEqual([]);
  });

  it('lists every placeholder of a fresh install: bundle contact details, localhost, no secrets, no webhooks', () => {
    const settings = settingsOf(findLaunchPlaceholders({ env: {}, contact: BUNDLED_CONTACT }));
    expect(settings).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'REVALIDATE_SECRET',
      'DRAFT_SECRET',
      'OG_IMAGE_SECRET',
      'CONTACT_WEBHOOK_URL',
      'LEAD_WEBHOOK_URL',
      'TRUSTED_PROXY_HOPS or CLIENT_IP_HEADER',
      'phone (CMS settings)',
      'whatsapp_number (CMS settings) or WHATSAPP_NUMBER',
      'calendly_link (CMS settings) or SCHEDULER_URL',
      'contact_email (CMS settings)',
      'careers e-mail (content-fallback/site.ts)',
      'social_links (CMS settings)',
    ]);
  });

  it('asks for a trusted proxy (hops or an edge header): without one a client chooses its own address', () => {
    const noProxy: Record<string, string> = { ...LIVE_ENV };
    delete noProxy.TRUSTED_PROXY_HOPS;
    const problems = (env: Record<string, string>) =>
      findLaunchPlaceholders({ env, contact: LIVE_CONTACT }).map((warning) => warning.setting);
    expect(problems(noProxy)).toEqual(['TRUSTED_PROXY_HOPS or CLIENT_IP_HEADER']);
    expect(problems({ ...noProxy, TRUSTED_PROXY_HOPS: '0' })).toEqual([
      'TRUSTED_PROXY_HOPS or CLIENT_IP_HEADER',
    ]);
    expect(problems({ ...noProxy, TRUSTED_PROXY_HOPS: '2' })).toEqual([]);
    expect(problems({ ...noProxy, CLIENT_IP_HEADER: 'cf-connecting-ip' })).toEqual([]);
  });

  it('the bundled phone and WhatsApp number are one placeholder in the reserved fictional range', () => {
    expect(BUNDLED_CONTACT.phone.replace(/\D/g, '')).toBe(BUNDLED_CONTACT.whatsappNumber);
    expect(BUNDLED_CONTACT.whatsappNumber).toMatch(/^447700900\d{3}$/);
    // Any number of that range is a placeholder, however it is written.
    const warnings = findLaunchPlaceholders({
      env: LIVE_ENV,
      contact: {
        ...LIVE_CONTACT,
        phone: '+44 (0)7700 900 456'.replace('(0)', ''),
        whatsappNumber: '+44 7700 900456',
      },
    });
    expect(settingsOf(warnings)).toEqual([
      'phone (CMS settings)',
      'whatsapp_number (CMS settings) or WHATSAPP_NUMBER',
    ]);
  });

  it('a site URL on localhost or 127.0.0.1 is a placeholder', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100/']) {
      const warnings = findLaunchPlaceholders({
        env: { ...LIVE_ENV, NEXT_PUBLIC_SITE_URL: url },
        contact: LIVE_CONTACT,
      });
      expect(settingsOf(warnings)).toEqual(['NEXT_PUBLIC_SITE_URL']);
    }
  });

  it('several instances need a shared DATABASE_URL (REDIS_URL set, or told so)', () => {
    const withRedis = { ...LIVE_ENV, REDIS_URL: 'redis://cache:6379' };
    expect(settingsOf(findLaunchPlaceholders({ env: withRedis, contact: LIVE_CONTACT }))).toEqual([
      'DATABASE_URL',
    ]);
    expect(
      findLaunchPlaceholders({
        env: { ...withRedis, DATABASE_URL: 'postgres://db/leads' },
        contact: LIVE_CONTACT,
      }),
    ).toEqual([]);
    expect(
      settingsOf(
        findLaunchPlaceholders({ env: LIVE_ENV, contact: LIVE_CONTACT, severalInstances: true }),
      ),
    ).toEqual(['DATABASE_URL']);
  });

  it('names the social links still at the bundled defaults', () => {
    const [warning] = findLaunchPlaceholders({
      env: LIVE_ENV,
      contact: { ...LIVE_CONTACT, socials: [...LIVE_CONTACT.socials, BUNDLED_CONTACT.socials[0]!] },
    });
    expect(warning?.problem).toContain(BUNDLED_CONTACT.socials[0]!.href);
  });
});

describe('npm run launch:check', () => {
  const root = join(__dirname, '../../..');
  const run = (args: string[], env: Record<string, string>) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !/^(NEXT_PUBLIC_SITE_URL|REVALIDATE_SECRET|DRAFT_SECRET|OG_IMAGE_SECRET|CONTACT_WEBHOOK_URL|LEAD_WEBHOOK_URL|TRUSTED_PROXY_HOPS|CLIENT_IP_HEADER|DATABASE_URL|REDIS_URL|DIRECTUS_URL|WHATSAPP_NUMBER|SCHEDULER_URL)$/.test(
            key,
          ),
      ),
    );
    return spawnSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/launch-check.ts', ...args],
      { cwd: root, encoding: 'utf8', env: { ...clean, ...env } as NodeJS.ProcessEnv },
    );
  };

  it('exits 0 with one line per placeholder, and 1 with --strict', () => {
    const relaxed = run([], {});
    expect(relaxed.status).toBe(0);
    expect(relaxed.stdout).toContain('[launch] NEXT_PUBLIC_SITE_URL is unset');
    expect(relaxed.stdout).toContain(
      `[launch] phone (CMS settings) is the placeholder ${BUNDLED_CONTACT.phone}`,
    );
    expect(relaxed.stdout).toMatch(
      /\[launch\] 13 setting\(s\) still at a placeholder or default\.\n$/,
    );

    const strict = run(['--strict'], {});
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('(--strict: failing)');
  }, 60_000);

  it('with --instances=2 also asks for a shared DATABASE_URL', () => {
    const result = run(['--instances=2'], { ...LIVE_ENV });
    expect(result.stdout).toContain('[launch] DATABASE_URL is unset while several instances');
    expect(result.status).toBe(0);
  }, 60_000);
});
