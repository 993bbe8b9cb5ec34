import { OrganizationJsonLd } from 'next-seo';
import type { SiteConfig } from '@/lib/content/types';

/** Organization structured data for every page, from the site config. */
export function SiteOrganizationJsonLd({ site, siteUrl }: { site: SiteConfig; siteUrl: string }) {
  const headquarters = site.offices.find((office) => office.kind === 'headquarters');
  return (
    <OrganizationJsonLd
      name={site.brand}
      legalName={site.legalName}
      description={site.description}
      url={siteUrl}
      email={site.email}
      telephone={site.phone}
      foundingDate={String(site.foundedYear)}
      sameAs={site.socials.map((social) => social.href)}
      address={
        headquarters
          ? {
              streetAddress: headquarters.address,
              addressLocality: headquarters.city,
              addressCountry: headquarters.country,
            }
          : undefined
      }
      contactPoint={{ contactType: 'sales', email: site.email, telephone: site.phone }}
    />
  );
}
