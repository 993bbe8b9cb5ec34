import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ContactSection } from '@/components/sections/contact-section';
import { contactRetryPageCopy } from '@/content-fallback/pages/route-copy';
import { contactRetryFromCookieHeader } from '@/lib/leads/form-post';
import { isLocale } from '@/lib/i18n/locales';
import { localize } from '@/lib/i18n/localize';
import { setRequestLocale } from '@/lib/i18n/request-locale';

// Rendered per request from the retry cookie: a rejected post without JavaScript gets its values
// and messages back here (the form's other pages are static).
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

/** The page's copy in its language (the form's messages come from the post, already in it). */
async function copyFor(params: Params) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return localize(contactRetryPageCopy);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const copy = await copyFor(params);
  return { title: copy.title, robots: { index: false, follow: false } };
}

export default async function ContactRetryPage({ params }: { params: Params }) {
  const contactRetryPageCopy = await copyFor(params);
  const retry = contactRetryFromCookieHeader((await headers()).get('cookie'));
  return (
    <ContactSection
      copy={{ heading: contactRetryPageCopy.heading, text: contactRetryPageCopy.text }}
      retry={retry}
      headingLevel="h1"
    />
  );
}
