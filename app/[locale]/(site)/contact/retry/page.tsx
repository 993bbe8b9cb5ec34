import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ContactSection } from '@/components/sections/contact-section';
import { contactRetryPageCopy } from '@/content-fallback/pages/route-copy';
import { contactRetryFromCookieHeader } from '@/lib/leads/form-post';

// Rendered per request from the retry cookie: a rejected post without JavaScript gets its values
// and messages back here (the form's other pages are static).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: contactRetryPageCopy.title,
  robots: { index: false, follow: false },
};

export default async function ContactRetryPage() {
  const retry = contactRetryFromCookieHeader((await headers()).get('cookie'));
  return (
    <ContactSection
      copy={{ heading: contactRetryPageCopy.heading, text: contactRetryPageCopy.text }}
      retry={retry}
      headingLevel="h1"
    />
  );
}
