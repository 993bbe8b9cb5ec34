import { ProjectJsonLd } from '@/lib/seo/route-json-ld';

/** Adds this detail page's structured data (lib/seo) next to the page. */
export default async function ProjectLayout({
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
      <ProjectJsonLd slug={slug} />
    </>
  );
}
