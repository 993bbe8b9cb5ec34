import type { MetadataRoute } from 'next';
import { toAbsoluteUrl } from '@/lib/seo';

export default function robots(): MetadataRoute.Robots {
  return {
    // The developer showcase and the API are not for search engines.
    rules: { userAgent: '*', allow: '/', disallow: ['/showcase', '/api/'] },
    sitemap: toAbsoluteUrl('/sitemap.xml'),
  };
}
