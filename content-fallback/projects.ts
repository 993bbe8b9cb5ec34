import type { Project } from '@/lib/content/types';

/**
 * Portfolio projects. Home cards link by the title rule (lowercase, spaces to hyphens, other
 * non-alphanumerics removed), so each title is chosen to yield exactly its slug.
 */
export const fallbackProjects: Project[] = [
  {
    id: 'e-commerce-revolution-platform',
    title: 'E-commerce Revolution Platform',
    slug: 'e-commerce-revolution-platform',
    shortDescription:
      'A headless commerce platform with AI recommendations and automated fulfilment for a multi-brand retailer in the UAE.',
    description:
      'We replaced a slow monolithic store with a headless Next.js storefront, a unified product catalogue for four brands and automations that route every order to the right warehouse. AI-driven recommendations and abandoned-cart flows raised conversion by 38% within the first quarter.',
    imagePath: '/assets/portfolio/e-commerce-revolution-platform/card.webp',
    tags: ['Next.js', 'Node.js', 'PostgreSQL', 'Stripe', 'OpenAI'],
    featured: true,
    link: 'https://octaacer.com/portfolios/e-commerce-revolution-platform',
  },
  {
    id: 'fintech-mobile',
    title: 'FinTech Mobile',
    slug: 'fintech-mobile',
    shortDescription:
      'A secure mobile banking companion with instant transfers, spending insights and biometric sign-in.',
    description:
      'For a fast-growing payments start-up we built iOS and Android apps in React Native with biometric authentication, real-time transaction feeds and AI-categorised spending insights. Automated KYC checks cut onboarding from two days to under ten minutes.',
    imagePath: '/assets/portfolio/fintech-mobile/card.webp',
    tags: ['React Native', 'TypeScript', 'Node.js', 'AWS'],
    featured: true,
  },
  {
    id: 'smart-guest-messaging',
    title: 'Smart Guest Messaging',
    slug: 'smart-guest-messaging',
    shortDescription:
      'An AI concierge that answers guest questions and automates check-in for 300+ vacation rental units.',
    description:
      'A property manager in Dubai was drowning in guest messages. We connected their channel manager to an AI assistant grounded in each property’s house manual, with automatic check-in instructions and escalation to staff for anything unusual. 80% of messages are now answered instantly.',
    imagePath: '/assets/portfolio/smart-guest-messaging/card.webp',
    tags: ['OpenAI', 'n8n', 'Python', 'PostgreSQL'],
    featured: true,
  },
  {
    id: 'clinic-booking-automation',
    title: 'Clinic Booking Automation',
    slug: 'clinic-booking-automation',
    shortDescription:
      'Online booking, reminders and intake forms that halved no-shows for a network of outpatient clinics.',
    description:
      'We built a patient booking portal with automated SMS and WhatsApp reminders, digital intake forms and a staff dashboard. Appointment no-shows fell by 52% and front-desk calls by a third.',
    imagePath: '/assets/portfolio/clinic-booking-automation/card.webp',
    tags: ['Next.js', 'Make', 'PostgreSQL', 'Figma'],
    featured: true,
  },
  {
    id: 'fleet-tracking-dashboard',
    title: 'Fleet Tracking Dashboard',
    slug: 'fleet-tracking-dashboard',
    shortDescription:
      'Live vehicle tracking, route optimisation and automated proof of delivery for a regional logistics company.',
    description:
      'Dispatchers now see every truck on one map, with routes optimised overnight and proof-of-delivery photos flowing straight into invoicing. Fuel costs dropped 14% in the first six months.',
    imagePath: '/assets/portfolio/fleet-tracking-dashboard/card.webp',
    tags: ['React', 'Python', 'AWS', 'Docker'],
    featured: false,
  },
  {
    id: 'ai-tutor-for-schools',
    title: 'AI Tutor for Schools',
    slug: 'ai-tutor-for-schools',
    shortDescription:
      'A curriculum-aligned AI tutor that gives students step-by-step help and teachers a live view of progress.',
    description:
      'We built a safe, curriculum-grounded tutor for a school group in KSA, with Arabic and English support, teacher dashboards and content filters. Homework completion rose by 27% in the pilot term.',
    imagePath: '/assets/portfolio/ai-tutor-for-schools/card.webp',
    tags: ['Next.js', 'LangChain', 'OpenAI', 'PostgreSQL'],
    featured: false,
  },
  {
    id: 'property-sales-crm',
    title: 'Property Sales CRM',
    slug: 'property-sales-crm',
    shortDescription:
      'A lead-to-contract CRM for a real estate developer with automated follow-ups and document generation.',
    description:
      'Leads from portals, ads and walk-ins land in one pipeline, are scored automatically and followed up by e-mail and WhatsApp. Contracts are generated from templates in one click, shortening the sales cycle by three weeks.',
    imagePath: '/assets/portfolio/property-sales-crm/card.webp',
    tags: ['React', 'Node.js', 'Zapier', 'PostgreSQL'],
    featured: false,
  },
];
