import { CmsPageJsonLd } from '@/lib/seo/route-json-ld';

/** Adds the CMS page record's JSON-LD (when it has one) next to the page. */
export default function ProcessLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <CmsPageJsonLd slug="process" />
    </>
  );
}
