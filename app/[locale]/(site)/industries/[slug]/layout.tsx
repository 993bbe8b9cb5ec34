import { IndustryJsonLd } from '@/lib/seo/route-json-ld';
import { enterPageLocale, type LocaleParams } from '@/lib/routes/page-locale';

/** Adds this detail page's structured data (lib/seo) next to the page. */
export default async function IndustryLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<LocaleParams & { slug: string }>;
}) {
  await enterPageLocale(params);
  const { slug } = await params;
  return (
    <>
      {children}
      <IndustryJsonLd slug={slug} />
    </>
  );
}
