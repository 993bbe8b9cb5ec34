import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ContactSection } from '@/components/sections/contact-section';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';
import { getRouteCopy } from '@/lib/content/copy';
import { contactRetryFromCookieHeader } from '@/lib/leads/form-post';

// Rendered per request from the retry cookie: a rejected post without JavaScript gets its values
// and messages back here (the form's other pages are static).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<LocaleParams>;
}): Promise<Metadata> {
  await enterPageLocale(params);
  return {
    title: getRouteCopy().contactRetryPageCopy.title,
    robots: { index: false, follow: false },
  };
}

export default async function ContactRetryPage({ params }: { params: Promise<LocaleParams> }) {
  await enterPageLocale(params);
  const copy = getRouteCopy().contactRetryPageCopy;
  const retry = contactRetryFromCookieHeader((await headers()).get('cookie'));
  return (
    <ContactSection
      copy={{ heading: copy.heading, text: copy.text }}
      retry={retry}
      headingLevel="h1"
    />
  );
}
