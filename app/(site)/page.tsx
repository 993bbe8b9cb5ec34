import { HomePage } from '@/components/home/home-page';
import { buildMetadataForPage, SITE_NAME } from '@/lib/seo';
import { fallbackPages } from '@/content-fallback/pages';

export function generateMetadata() {
  // The home page record (CMS or fallback) gives the title, trimmed like every other route's.
  const home = fallbackPages.find((page) => page.slug === 'home');
  return buildMetadataForPage('home', {
    title: home?.title ?? SITE_NAME,
    description: home?.metaDescription ?? home?.description ?? '',
    path: '/',
  });
}

export default function Page() {
  return <HomePage />;
}
