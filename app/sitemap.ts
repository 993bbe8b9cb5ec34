import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/lib/routes/sitemap';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap();
}
