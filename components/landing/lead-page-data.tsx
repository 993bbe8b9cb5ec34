import {
  LEAD_PAGE_DATA_ID,
  serializeLeadPageData,
  type LeadPageData,
} from '@/lib/leads/lead-page-data';

/** The landing page's lead context and permalink for the lead modal (a data block, not a script). */
export function LeadPageDataBlock({ data }: { data: LeadPageData }) {
  return (
    <script
      type="application/json"
      id={LEAD_PAGE_DATA_ID}
      dangerouslySetInnerHTML={{ __html: serializeLeadPageData(data) }}
    />
  );
}
