import { ServiceJsonLd } from '@/lib/seo/route-json-ld';

/** Adds this detail page's structured data (lib/seo) next to the page. */
export default async function ServiceLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  return (
    <>
      {children}
      <ServiceJsonLd slug={slug} />
    </>
  );
}
