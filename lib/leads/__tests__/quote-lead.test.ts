/** @jest-environment node */
import {
  bookingUrlFromCookieHeader,
  QUOTE_BOOKING_COOKIE,
  QUOTE_FORM_REPLIES,
  quoteBookingNotes,
  quoteOutcomePath,
  QUOTE_RETRY_COOKIE,
} from '../quote-lead';
import type { QuoteLeadValues } from '../contract/quote-lead-schema';

const VALUES: QuoteLeadValues = {
  services: ['automation'],
  scope: 'starter',
  timeline: 'flexible',
  industry: '',
  intent: 'send-estimate',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  phone: '',
  consent: true,
  locale: 'en',
};

describe('/quote post outcomes', () => {
  it('go back to /quote with the same answers, the outcome in the query, scrolled to the lead form', () => {
    expect(
      quoteOutcomePath('/quote?services=automation&scope=starter&timeline=flexible', 'sent'),
    ).toBe('/quote?services=automation&scope=starter&timeline=flexible&outcome=sent#quote-lead');
    // A second post replaces the first one's outcome.
    expect(quoteOutcomePath('/ar/quote?services=automation&outcome=invalid', 'failed')).toBe(
      '/ar/quote?services=automation&outcome=failed#quote-lead',
    );
  });

  it("a post from another page (or none) comes back to /quote in that page's language", () => {
    expect(quoteOutcomePath('/tr/contact', 'failed')).toBe('/tr/quote?outcome=failed#quote-lead');
    expect(quoteOutcomePath('/quote', 'sent')).toBe('/quote?outcome=sent#quote-lead');
  });

  it('only an invalid post leaves a retry cookie; every other outcome deletes it', () => {
    const invalid = QUOTE_FORM_REPLIES.redirect('/quote', 'invalid', {
      values: { name: 'Ada' },
      errors: { email: 'Business email is required' },
    });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe('/quote?outcome=invalid#quote-lead');
    const cookie = invalid.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${QUOTE_RETRY_COOKIE}=%7B.+; Max-Age=300;`));
    expect(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!)).toContain(
      'Business email is required',
    );
    const failed = QUOTE_FORM_REPLIES.redirect('/quote', 'failed');
    expect(failed.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it("a call's booking notes hold the contact, the estimate and the arm", () => {
    const notes = quoteBookingNotes(
      { ...VALUES, intent: 'book-call' },
      { minUsd: 2500, maxUsd: 5000, minWeeks: 2, maxWeeks: 3, lines: [] },
      () => 'Automation',
      new Date('2026-11-29T10:00:00.000Z'),
      { experiment: 'spring', variant: 'spring-b' },
    );
    expect(notes.split('\n')).toEqual([
      'Contact details:',
      'Name: Ada Lovelace',
      'Email: ada@example.com',
      'Phone: Not provided',
      'Company: Not provided',
      '',
      'Estimate: $2,500 – $5,000, 2–3 weeks. Services: Automation. Scope: starter. Timeline: flexible.',
      '',
      'Source page: quote',
      'Language: en',
      'Experiment: spring (variant spring-b)',
      'Submitted: 2026-11-29T10:00:00.000Z',
    ]);
  });

  it('a stored call request comes back as booked, its prefilled booking link in a cookie', async () => {
    const response = await QUOTE_FORM_REPLIES.stored!(
      { ...VALUES, intent: 'book-call' },
      '/quote?services=automation',
      {
        leadId: 'lead-1',
        submittedAt: new Date('2026-11-29T10:00:00.000Z'),
        headers: new Headers(),
        experiment: { experiment: '', variant: '' },
      },
    );
    expect(response.headers.get('location')).toBe(
      '/quote?services=automation&outcome=booked#quote-lead',
    );
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${QUOTE_BOOKING_COOKIE}=`))!;
    const url = bookingUrlFromCookieHeader(cookie.split(';')[0]!);
    expect(new URL(url!).searchParams.get('email')).toBe('ada@example.com');
    expect(new URL(url!).searchParams.get('a1')).toContain('Services: Automation.');
  });

  it('a booking cookie that is not a web address is ignored', () => {
    const forged = `${QUOTE_BOOKING_COOKIE}=${encodeURIComponent('javascript:alert(1)')}`;
    expect(bookingUrlFromCookieHeader(forged)).toBeUndefined();
    expect(bookingUrlFromCookieHeader(null)).toBeUndefined();
  });
});
