import { expect, test, type Locator } from '@playwright/test';
import { waitForWebhook } from './support/webhook-receiver';
import { uniqueEmail } from './support/lead-flows';
import { fallbackJobs } from '../content-fallback/jobs';

/**
 * A candidate reads a whole job and applies: /careers links each open position to its page, in
 * every language; the page has the whole description, what the role does and asks, where and how
 * it is worked, JobPosting data, and the contact form, whose lead names the position. A removed
 * job's address answers 301 to /careers.
 */

const job = fallbackJobs[0]!;
const remoteJob = fallbackJobs.find((candidate) => candidate.remote)!;

const LOCALES = [
  { prefix: '', dir: 'ltr' },
  { prefix: '/ar', dir: 'rtl' },
  { prefix: '/tr', dir: 'ltr' },
] as const;

for (const { prefix, dir } of LOCALES) {
  test(`${prefix || '/'}careers: each card links to a job page with the whole role (${dir})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/careers`);
    const cards = page.getByTestId('job-card');
    await expect(cards).toHaveCount(fallbackJobs.length);
    const titleLink = cards.first().getByRole('heading', { level: 3 }).getByRole('link');
    await expect(titleLink).toHaveAttribute('href', `${prefix}/careers/${job.slug}`);

    await titleLink.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/careers/${job.slug}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    // Two h2 lists (responsibilities and requirements), each with every line of the job.
    const lists = page.locator('article ul');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).getByRole('listitem')).toHaveCount(job.responsibilities.length);
    await expect(lists.nth(1).getByRole('listitem')).toHaveCount(job.requirements.length);
    // The whole description: no ellipsis anywhere in the article.
    await expect(page.locator('article')).not.toContainText('…');
    await expect(page.locator('article')).not.toContainText('...');
    await expect(page.getByRole('definition')).toHaveCount(4);

    const data = await jobPosting(page.locator('script#json-ld-job-posting'));
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      datePosted: job.datePosted,
      validThrough: `${job.validThrough}T23:59:59Z`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Octaacer' },
      jobLocation: { '@type': 'Place', address: { addressCountry: job.addressCountry } },
    });
    expect(String(data.title).length).toBeGreaterThan(0);
    expect(String(data.description).length).toBeGreaterThan(job.summary.length);
    expect(String(data.url)).toMatch(new RegExp(`${prefix}/careers/${job.slug}$`));
  });
}

test('a remote job is TELECOMMUTE with the country a candidate must live in', async ({ page }) => {
  await page.goto(`/careers/${remoteJob.slug}`);
  const data = await jobPosting(page.locator('script#json-ld-job-posting'));
  expect(data).toMatchObject({
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: remoteJob.addressCountry },
  });
  expect(data).not.toHaveProperty('jobLocation');
});

test('Apply sends a lead through the contact pipeline, and the webhook body names the position', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'GB' });
  await page.goto(`/careers/${job.slug}`);
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${job.slug}#contact$`));
  const form = page.locator('#contact form');
  await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toHaveText(
    'Apply for This Position',
  );
  await form.hover();
  await expect(form.getByLabel('Search countries')).toBeVisible();
  const email = uniqueEmail('job-application');
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Last name').fill('Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('07911 123456');
  await form.getByLabel('Your role').selectOption({ index: 1 });
  await form.getByLabel('How did you hear about us?').selectOption({ label: 'LinkedIn' });
  await form.getByLabel(/Message/).fill('CV: https://example.com/amina-khan-cv.pdf');
  await form.getByLabel(/I agree to be contacted by Octaacer/).check();
  await form.getByRole('button', { name: 'Send Message' }).click();

  const call = await waitForWebhook(
    (received) =>
      received.path === '/webhook/contact-form' &&
      (received.body as { email?: string } | null)?.email === email,
  );
  expect(call.body).toMatchObject({ position: job.slug, email, locale: 'en' });
});

test.describe('the position travels without JavaScript too', () => {
  test.use({ javaScriptEnabled: false });

  test('the served job page form carries the position', async ({ page }) => {
    await page.goto(`/tr/careers/${job.slug}`);
    await expect(page.locator('#contact form input[name="position"]')).toHaveValue(job.slug);
  });
});

test('the sitemap lists every job page in every language with its hreflang alternates', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const { slug } of fallbackJobs) {
    for (const prefix of ['', '/ar', '/tr']) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${prefix}/careers/${slug}</loc>`));
    }
    expect(xml).toMatch(new RegExp(`hreflang="tr" href="[^"]*/tr/careers/${slug}"`));
  }
});

test('a removed job answers 301 to /careers in its language', async ({ request }) => {
  for (const prefix of ['', '/ar', '/tr']) {
    const response = await request.get(`${prefix}/careers/a-job-no-longer-open`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(`${prefix}/careers`);
  }
  // An open job is served, not redirected.
  const open = await request.get(`/careers/${job.slug}`, { maxRedirects: 0 });
  expect(open.status()).toBe(200);
});

async function jobPosting(script: Locator): Promise<Record<string, unknown>> {
  return JSON.parse((await script.textContent()) ?? '{}') as Record<string, unknown>;
}
