import '../../globals.css';

/**
 * The site's stylesheet is imported here, one level under the root layout, not by the root
 * layout itself: Next renders the root layout's CSS a second time for global-error in every
 * page's inlined payload (`experimental.inlineCss`), 57 kB of duplicate text per page.
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return children;
}
