import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CONTACT_FORM_COPY,
  CONTACT_ROLE_OPTIONS,
  CONTACT_HEARD_FROM_OPTIONS,
} from '../content-fallback/contact-form';
import {
  LEAD_COMPANY_SIZE_OPTIONS,
  LEAD_INDUSTRY_OPTIONS,
  LEAD_MODAL_COPY,
  LEAD_TIMELINE_OPTIONS,
  WIZARD_COMPANY_SIZE_OPTIONS,
  WIZARD_COPY,
  WIZARD_SERVICE_OPTIONS,
  WIZARD_TIMELINE_OPTIONS,
  WIZARD_GOAL_OPTIONS,
} from '../content-fallback/lead-modal-options';
import arContact from '../content-fallback/i18n/ar/contact-form.json';
import trContact from '../content-fallback/i18n/tr/contact-form.json';
import arOptions from '../content-fallback/i18n/ar/lead-modal-options.json';
import trOptions from '../content-fallback/i18n/tr/lead-modal-options.json';
import arHeroes from '../content-fallback/i18n/ar/heroes.json';
import trHeroes from '../content-fallback/i18n/tr/heroes.json';
import arWizardMessages from '../content-fallback/i18n/ar/form-messages/wizard-schema.json';
import trWizardMessages from '../content-fallback/i18n/tr/form-messages/wizard-schema.json';
import arMessages from '../content-fallback/i18n/ar/form-messages/contact-schema.json';
import trMessages from '../content-fallback/i18n/tr/form-messages/contact-schema.json';
import { CONTACT_MESSAGES } from '../lib/leads/contract/contact-schema';
import { openDialogByEvent, stubExternalHosts, uniqueEmail } from './support/lead-flows';
import { waitForWebhook } from './support/webhook-receiver';
import { PREFIXED_LOCALES, type PrefixedLocale } from '../lib/i18n/locales';

type Locale = PrefixedLocale;
const CATALOGS: Record<Locale, Record<string, string>> = {
  ar: { ...arHeroes, ...arContact, ...arOptions, ...arMessages },
  tr: { ...trHeroes, ...trContact, ...trOptions, ...trMessages },
};

/** The page language's words for an English string; a missing one fails the test. */
function t(locale: Locale, english: string): string {
  // Figures ('1-10', '50+') are the same in every language.
  if (!/\p{L}{2,}/u.test(english)) return english;
  const translated = CATALOGS[locale][english];
  if (!translated) throw new Error(`No ${locale} translation of ${JSON.stringify(english)}`);
  return translated;
}

const WIZARD_EMAIL_INVALID: Record<Locale, string> = {
  ar: arWizardMessages['Enter a valid email address'],
  tr: trWizardMessages['Enter a valid email address'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every message an empty contact form gets on submit (optional fields have none). */
const EMPTY_SUBMIT_MESSAGES = [
  CONTACT_MESSAGES.firstNameRequired,
  CONTACT_MESSAGES.lastNameRequired,
  CONTACT_MESSAGES.emailRequired,
  CONTACT_MESSAGES.phoneRequired,
  CONTACT_MESSAGES.roleRequired,
  CONTACT_MESSAGES.heardFromRequired,
  CONTACT_MESSAGES.consentRequired,
  CONTACT_MESSAGES.fixErrors,
];

/** A valid mobile number in the locale's market (the form's default country there). */
const MARKET: Record<Locale, { country: string; mobile: string; e164: string }> = {
  ar: { country: 'ae', mobile: '050 123 4567', e164: '+971501234567' },
  tr: { country: 'tr', mobile: '0532 123 45 67', e164: '+905321234567' },
};

test.describe.configure({ timeout: 90_000 });

async function openContactForm(page: Page, locale: Locale): Promise<Locator> {
  await page.goto(`/${locale}/contact`);
  const form = page.locator('#contact form');
  // The live form replaces the served one on the visitor's first intent.
  await form.hover();
  await expect(form.getByLabel(t(locale, CONTACT_FORM_COPY.countrySearch))).toBeVisible();
  return form;
}

for (const locale of PREFIXED_LOCALES) {
  test.describe(`lead flows in ${locale}`, () => {
    test.beforeEach(async ({ context }) => {
      await stubExternalHosts(context);
    });

    test(`an empty contact form submit shows every message in ${locale}`, async ({ page }) => {
      const form = await openContactForm(page, locale);
      await form.getByRole('button', { name: t(locale, CONTACT_FORM_COPY.submit) }).click();
      for (const message of EMPTY_SUBMIT_MESSAGES) {
        await expect(form.getByText(t(locale, message), { exact: true })).toBeVisible();
      }
      // Not one English message is left.
      for (const message of EMPTY_SUBMIT_MESSAGES) {
        await expect(form.getByText(message, { exact: true })).toHaveCount(0);
      }
      await expect(form.getByLabel(t(locale, CONTACT_FORM_COPY.phoneNumber))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });

    test(`the contact form submits in ${locale}; the webhook carries locale ${locale}`, async ({
      page,
    }) => {
      const form = await openContactForm(page, locale);
      // No edge country here: the phone country is the language's market.
      await expect(
        form.getByLabel(t(locale, CONTACT_FORM_COPY.country), { exact: true }),
      ).toHaveValue(MARKET[locale].country);
      const email = uniqueEmail(`contact-${locale}`);
      await form.getByLabel(t(locale, CONTACT_FORM_COPY.firstName), { exact: true }).fill('Layla');
      await form.getByLabel(t(locale, CONTACT_FORM_COPY.lastName), { exact: true }).fill('Haddad');
      await form.getByLabel(t(locale, CONTACT_FORM_COPY.email), { exact: true }).fill(email);
      await form.getByLabel(t(locale, CONTACT_FORM_COPY.phoneNumber)).fill(MARKET[locale].mobile);
      await form
        .getByLabel(t(locale, CONTACT_FORM_COPY.role))
        .selectOption({ label: t(locale, CONTACT_ROLE_OPTIONS[0].label) });
      await form
        .getByLabel(t(locale, CONTACT_FORM_COPY.heardFrom))
        .selectOption({ label: t(locale, CONTACT_HEARD_FROM_OPTIONS[0].label) });
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: t(locale, CONTACT_FORM_COPY.submit) }).click();
      await expect(form.getByText(t(locale, CONTACT_MESSAGES.success))).toBeVisible();

      const call = await waitForWebhook(
        (received) => (received.body as { email?: string }).email === email,
      );
      expect(call.path).toBe('/webhook/contact-form');
      expect(call.body).toMatchObject({
        locale,
        role: CONTACT_ROLE_OPTIONS[0].value,
        heardFrom: CONTACT_HEARD_FROM_OPTIONS[0].value,
        phoneNumber: MARKET[locale].e164,
      });
    });

    test(`the wizard submits in ${locale}; the webhook carries locale ${locale}`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/services/automation`);
      await openDialogByEvent(page, 'wizard');
      const dialog = page.getByRole('dialog', { name: t(locale, WIZARD_COPY.title) });
      await expect(dialog).toBeVisible();
      // The progress line over the bar is the language's too.
      await expect(dialog).toContainText(
        t(locale, WIZARD_COPY.progress).replace('{step}', '1').replace('{total}', '4'),
      );
      const next = dialog.getByRole('button', { name: t(locale, WIZARD_COPY.continue) });

      await dialog
        .getByRole('checkbox', {
          name: new RegExp(escape(t(locale, WIZARD_SERVICE_OPTIONS[0].label))),
        })
        .check();
      await next.click();
      await dialog
        .getByRole('radio', {
          name: new RegExp(escape(t(locale, WIZARD_COMPANY_SIZE_OPTIONS[0].label))),
        })
        .check();
      await dialog
        .getByRole('radio', {
          name: new RegExp(escape(t(locale, WIZARD_TIMELINE_OPTIONS[0].label))),
        })
        .check();
      await next.click();
      await dialog
        .getByRole('radio', { name: new RegExp(escape(t(locale, WIZARD_GOAL_OPTIONS[0].label))) })
        .check();
      await next.click();

      const email = uniqueEmail(`wizard-${locale}`);
      await dialog.getByLabel(t(locale, WIZARD_COPY.nameLabel)).fill('Layla Haddad');
      await dialog
        .getByLabel(new RegExp(`^${escape(t(locale, WIZARD_COPY.emailLabel))}`))
        .fill('not-an-address');
      await dialog
        .getByLabel(new RegExp(`^${escape(t(locale, WIZARD_COPY.companyLabel))}`))
        .fill('Acme');
      await dialog.getByLabel(t(locale, WIZARD_COPY.nameLabel)).focus();
      // The step's message is in the page's language too.
      await expect(dialog.getByText(WIZARD_EMAIL_INVALID[locale])).toBeVisible();
      await dialog
        .getByLabel(new RegExp(`^${escape(t(locale, WIZARD_COPY.emailLabel))}`))
        .fill(email);
      // WhatsApp Us keeps the wizard open and says so in the page's language; Schedule Meeting
      // then books with the same lead.
      await dialog.getByRole('button', { name: t(locale, WIZARD_COPY.whatsapp) }).click();
      await expect(dialog.getByRole('status')).toHaveText(t(locale, WIZARD_COPY.chatOpened));
      await dialog.getByRole('button', { name: t(locale, WIZARD_COPY.schedule) }).click();
      await expect(dialog).toBeHidden();

      const call = await waitForWebhook(
        (received) => (received.body as { email?: string }).email === email,
      );
      expect(call.path).toBe('/webhook/lead');
      expect(call.body).toMatchObject({
        source: 'wizard',
        locale,
        company_size: WIZARD_COMPANY_SIZE_OPTIONS[0].value,
        primary_goal: WIZARD_GOAL_OPTIONS[0].value,
      });
    });

    test(`the lead modal submits in ${locale} on /${locale}/lp/automation-solutions`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/lp/automation-solutions`);
      await openDialogByEvent(page, 'lead-modal', 'automation');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const next = dialog.getByRole('button', {
        name: t(locale, LEAD_MODAL_COPY.continue),
        exact: true,
      });

      const email = uniqueEmail(`modal-${locale}`);
      await dialog.getByLabel(t(locale, LEAD_MODAL_COPY.nameLabel)).fill('Layla Haddad');
      await dialog.getByLabel(t(locale, LEAD_MODAL_COPY.emailLabel)).fill(email);
      await dialog.getByLabel(t(locale, LEAD_MODAL_COPY.companyLabel)).fill('Acme');
      await next.click();
      await dialog
        .getByRole('radio', { name: t(locale, LEAD_COMPANY_SIZE_OPTIONS[1].label) })
        .check();
      const finance = LEAD_INDUSTRY_OPTIONS.find((option) => option.value === 'finance')!;
      await dialog.getByRole('radio', { name: t(locale, finance.label) }).check();
      await dialog.getByRole('radio', { name: t(locale, LEAD_TIMELINE_OPTIONS[0].label) }).check();
      await next.click();
      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('checkbox').first().check();
      await dialog.getByRole('button', { name: t(locale, LEAD_MODAL_COPY.submit) }).click();

      const call = await waitForWebhook(
        (received) => (received.body as { email?: string }).email === email,
      );
      expect(call.path).toBe('/webhook/lead');
      expect(call.body).toMatchObject({
        source: 'contact_form',
        page_context: 'automation',
        locale,
        industry: 'finance',
        company_size: LEAD_COMPANY_SIZE_OPTIONS[1].value,
      });
    });
  });
}
