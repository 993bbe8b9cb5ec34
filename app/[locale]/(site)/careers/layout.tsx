import { CmsPageJsonLd } from '@/lib/seo/route-json-ld';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';

/** Adds the CMS page record's JSON-LD (when it has one) next to the page. */
export default async function CareersLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<LocaleParams>;
}) {
  await enterPageLocale(params);
  return (
    <>
      {children}
      <CmsPageJsonLd slug="careers" />
    </>
  );
}
