import type { ClientLogo, Review, ReviewSummary, Testimonial } from '@/lib/content/types';
import { BRAND_NAME } from '@/content-fallback/site';
import { fallbackFacts } from './facts';

export const fallbackReviews: Review[] = [
  {
    id: 'review-gulf-retail',
    name: 'Omar Al-Mansoori',
    title: 'COO, Gulf Retail Group',
    content: `${BRAND_NAME} rebuilt our online store and automated our order routing. Our team stopped firefighting and conversion went up within weeks.`,
    rating: 5,
  },
  {
    id: 'review-stayease',
    name: 'Sarah Whitfield',
    title: 'Founder, StayEase Rentals',
    content:
      'Their AI guest assistant answers most questions before we even see them. It feels like we hired three people without the overhead.',
    rating: 5,
  },
  {
    id: 'review-medline',
    name: 'Dr. Ayesha Khan',
    title: 'Operations Director, MedLine Clinics',
    content:
      'Clear communication, realistic timelines and a booking system our patients actually like. No-shows are down by half.',
    rating: 5,
  },
];

/** Six well-known companies, shown as client logo placeholders when the CMS has none. */
export const fallbackClientLogos: ClientLogo[] = [
  { id: 'client-shopify', name: 'Shopify' },
  { id: 'client-stripe', name: 'Stripe' },
  { id: 'client-hubspot', name: 'HubSpot' },
  { id: 'client-airbnb', name: 'Airbnb' },
  { id: 'client-aws', name: 'Amazon Web Services' },
  { id: 'client-microsoft', name: 'Microsoft' },
];

/** The home testimonial carousel (static list of five). */
export const testimonials: Testimonial[] = [
  {
    id: 'testimonial-1',
    text: `${BRAND_NAME} automated our lead intake and follow-ups end to end. Our sales team now spends its time closing instead of copying data between tools.`,
    name: 'Khalid Rahman',
    title: 'Managing Director, Emirates Property Partners',
  },
  {
    id: 'testimonial-2',
    text: 'They delivered our mobile banking app on schedule and the automated KYC flow cut onboarding from days to minutes. A genuinely senior team.',
    name: 'Emily Carter',
    title: 'Head of Product, PayNest',
  },
  {
    id: 'testimonial-3',
    text: 'The free health check alone found twelve hours a week of manual work. Three weeks later those hours were gone. Best investment we made this year.',
    name: 'Mehmet Yilmaz',
    title: 'Operations Manager, Anatolia Logistics',
  },
  {
    id: 'testimonial-4',
    text: 'Our AI support agent resolves most tickets on its own and hands the rest to us with full context. Customers noticed the difference immediately.',
    name: 'Fatima Al-Harbi',
    title: 'Customer Experience Lead, Riyadh Home Retail',
  },
  {
    id: 'testimonial-5',
    text: `Transparent, fast and proactive. ${BRAND_NAME} feels like an extension of our own engineering team rather than an outsourced vendor.`,
    name: 'Daniel Brooks',
    title: 'CTO, BrightPath Learning',
  },
];

/** Review-platform rating shown next to the testimonials: the rating and reviews facts. */
export const reviewSummary: ReviewSummary = {
  platform: 'Clutch',
  rating: Number(fallbackFacts.rating),
  maxRating: 5,
  reviewCount: Number(fallbackFacts.reviews),
};
