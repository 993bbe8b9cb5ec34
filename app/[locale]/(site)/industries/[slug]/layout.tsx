import { detailJsonLdLayout, IndustryJsonLd } from '@/lib/seo/route-json-ld';

/** Adds this detail page's structured data (lib/seo) next to the page. */
export default detailJsonLdLayout(IndustryJsonLd);
