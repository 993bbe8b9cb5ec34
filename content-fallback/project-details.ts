/**
 * The full Portfolio records behind /portfolios/{slug}.
 * Title, descriptions, image and tags come from projects.ts so cards and pages agree.
 */
import type { ProjectDetail } from '@/lib/content/types';
import { fallbackProjects } from './projects';

type ProjectBody = Omit<
  ProjectDetail,
  'id' | 'slug' | 'title' | 'shortDescription' | 'heroBannerUrl' | 'relatedProjects' | 'metadata'
> & {
  relatedSlugs: string[];
  metadata: Omit<ProjectDetail['metadata'], 'tags' | 'isFeatured'>;
};

const callToAction = (heading: string): ProjectDetail['callToAction'] => ({
  heading,
  description:
    'Tell us where you are today. In a free 30-minute call we sketch the first milestone and what it would take.',
  buttonText: 'Get Free Consultation',
  buttonUrl: '/contact',
});

const bodies: Record<string, ProjectBody> = {
  'e-commerce-revolution-platform': {
    overview: {
      client: 'Multi-brand fashion retailer, UAE',
      industry: 'Retail & E-commerce',
      projectType: 'Headless commerce platform',
      duration: '5 months',
      teamSize: '7 specialists',
      services: [
        'Product Development',
        'Web & Mobile Development',
        'AI Development',
        'Business Automation',
      ],
      detailedDescription:
        'Four brands shared one slow monolithic store and a warehouse team that re-typed every order. We rebuilt the storefront headless on Next.js, unified the catalogue, automated order routing to three warehouses and added AI recommendations and abandoned-cart flows.',
    },
    challengeSolution: {
      challenge:
        'Pages took over five seconds to load on mobile, stock was synced by spreadsheet twice a day and the team oversold popular items every sale season.',
      solution:
        'A headless storefront served from the edge, a single product catalogue with live stock across warehouses and marketplaces, and automations that route each order to the nearest warehouse with stock.',
      keyFeatures: [
        {
          title: 'Edge-Rendered Storefront',
          description: 'Every page pre-rendered and served close to the shopper.',
          iconClass: 'rocket',
          benefits: ['Sub-second loads on 4G', 'Higher search rankings'],
          isHighlighted: true,
        },
        {
          title: 'Unified Catalogue',
          description: 'One product model for four brands and two marketplaces.',
          iconClass: 'layers',
          benefits: ['Edit once, publish everywhere', 'Brand-specific pricing'],
          isHighlighted: false,
        },
        {
          title: 'AI Recommendations',
          description: 'Products suggested from browsing and purchase history.',
          iconClass: 'sparkles',
          benefits: ['Higher average order value', 'Personal e-mails'],
          isHighlighted: false,
        },
        {
          title: 'Order Routing',
          description: 'Orders sent to the right warehouse automatically.',
          iconClass: 'truck',
          benefits: ['Same-day dispatch', 'No overselling'],
          isHighlighted: false,
        },
      ],
    },
    technologies: {
      categories: [
        {
          categoryName: 'Front End',
          technologies: [
            { name: 'Next.js', description: 'Headless storefront' },
            { name: 'Tailwind CSS', description: 'Design system' },
          ],
        },
        {
          categoryName: 'Back End',
          technologies: [
            { name: 'Node.js', description: 'Commerce APIs' },
            { name: 'PostgreSQL', description: 'Catalogue and orders' },
            { name: 'Stripe', description: 'Payments' },
          ],
        },
        {
          categoryName: 'AI and Automation',
          technologies: [
            { name: 'OpenAI', description: 'Recommendations and copy' },
            { name: 'n8n', description: 'Order and stock workflows' },
          ],
        },
      ],
    },
    results: {
      resultsDescription: 'Within the first quarter after launch the new platform paid for itself.',
      metrics: [
        { label: 'Conversion', value: '+38%', description: 'Sessions that end in an order' },
        { label: 'Page Load', value: '0.8 s', description: 'Median on mobile, down from 5.2 s' },
        { label: 'Overselling', value: '0', description: 'Incidents since launch' },
      ],
      achievements: [
        'Launched before the Ramadan sale season',
        'Four brands on one codebase',
        'Warehouse team freed from order re-typing',
      ],
    },
    gallery: {
      images: [
        {
          imageUrl: '/assets/portfolio/e-commerce-revolution-platform.svg',
          caption: 'Storefront home page',
          altText: 'Storefront home page of the retail platform',
        },
        {
          imageUrl: '/assets/services/web-mobile-dev.svg',
          caption: 'Mobile product page',
          altText: 'Product page on a phone',
        },
        {
          imageUrl: '/assets/services/business-automation.svg',
          caption: 'Order routing workflow',
          altText: 'Order routing workflow diagram',
        },
      ],
    },
    callToAction: callToAction('Ready to Rebuild Your Store?'),
    relatedSlugs: ['fintech-mobile', 'property-sales-crm', 'smart-guest-messaging'],
    metadata: {
      launchDate: '2025-03-01',
      projectUrl: 'https://octaacer.com/portfolios/e-commerce-revolution-platform',
      status: 'Live',
    },
  },
  'fintech-mobile': {
    overview: {
      client: 'Payments start-up, Saudi Arabia',
      industry: 'Financial Services',
      projectType: 'Mobile banking app',
      duration: '6 months',
      teamSize: '8 specialists',
      services: ['Web & Mobile Development', 'UI/UX Design', 'AI Development', 'DevOps Services'],
      detailedDescription:
        'A fast-growing payments start-up needed iOS and Android apps that felt as trustworthy as a bank. We designed and built them in React Native with biometric sign-in, real-time transaction feeds, AI-categorised spending insights and automated KYC.',
    },
    challengeSolution: {
      challenge:
        'Onboarding took two days of manual KYC review, and the web-only product could not send instant notifications or use device biometrics.',
      solution:
        'Native apps with biometric authentication and push notifications, automated identity checks with human review only for edge cases, and a transaction pipeline that categorises spending as it happens.',
      keyFeatures: [
        {
          title: 'Biometric Sign-In',
          description: 'Face and fingerprint sign-in backed by device keys.',
          iconClass: 'lock',
          benefits: ['No passwords to forget', 'Bank-grade security'],
          isHighlighted: true,
        },
        {
          title: 'Instant Transfers',
          description: 'Transfers confirmed in seconds with live status.',
          iconClass: 'zap',
          benefits: ['Real-time feed', 'Push receipts'],
          isHighlighted: false,
        },
        {
          title: 'Spending Insights',
          description: 'Transactions categorised by AI with monthly trends.',
          iconClass: 'chart-line',
          benefits: ['Budgets per category', 'Unusual spend alerts'],
          isHighlighted: false,
        },
        {
          title: 'Automated KYC',
          description: 'Document and selfie checks in minutes.',
          iconClass: 'shield',
          benefits: ['Onboarding under ten minutes', 'Audit trail'],
          isHighlighted: false,
        },
      ],
    },
    technologies: {
      categories: [
        {
          categoryName: 'Mobile',
          technologies: [
            { name: 'React Native', description: 'iOS and Android apps' },
            { name: 'TypeScript', description: 'Shared typed code' },
          ],
        },
        {
          categoryName: 'Back End',
          technologies: [
            { name: 'Node.js', description: 'Transaction APIs' },
            { name: 'PostgreSQL', description: 'Ledger' },
          ],
        },
        {
          categoryName: 'Cloud',
          technologies: [
            { name: 'AWS', description: 'Hosting and KMS' },
            { name: 'GitHub Actions', description: 'Release pipeline' },
          ],
        },
      ],
    },
    results: {
      resultsDescription: 'The apps became the start-up’s main channel within two months.',
      metrics: [
        {
          label: 'Onboarding',
          value: '< 10 min',
          description: 'From download to a funded account',
        },
        { label: 'App Rating', value: '4.8', description: 'Average across both stores' },
        { label: 'Active Users', value: '120K', description: 'Monthly, six months after launch' },
      ],
      achievements: [
        'Passed the central bank security review first time',
        'Released weekly with zero downtime',
      ],
    },
    gallery: {
      images: [
        {
          imageUrl: '/assets/portfolio/fintech-mobile.svg',
          caption: 'Home screen with balance and insights',
          altText: 'Fintech app home screen',
        },
        {
          imageUrl: '/assets/services/ui-ux-design.svg',
          caption: 'Design system components',
          altText: 'Design system components of the app',
        },
      ],
    },
    callToAction: callToAction('Building a Fintech Product?'),
    relatedSlugs: [
      'e-commerce-revolution-platform',
      'clinic-booking-automation',
      'ai-tutor-for-schools',
    ],
    metadata: { launchDate: '2025-06-15', status: 'Live' },
  },
  'smart-guest-messaging': {
    overview: {
      client: 'Holiday-home operator, Dubai',
      industry: 'Vacation Rentals & Hospitality',
      projectType: 'AI assistant and automation',
      duration: '10 weeks',
      teamSize: '4 specialists',
      services: ['AI Development', 'Business Automation'],
      detailedDescription:
        'A property manager with 300+ units answered every guest message by hand, around the clock. We connected their channel manager to an AI assistant grounded in each property’s house manual, with automatic check-in instructions and escalation to staff.',
    },
    challengeSolution: {
      challenge:
        'Night-shift staff answered the same questions about Wi-Fi, parking and check-in hundreds of times a week, and slow replies were hurting reviews.',
      solution:
        'An AI concierge that answers from the property’s own manual in the guest’s language, sends check-in details automatically and hands anything unusual to a person with the full conversation.',
      keyFeatures: [
        {
          title: 'Grounded Answers',
          description: 'Replies cite the property’s own manual.',
          iconClass: 'bot',
          benefits: ['No invented answers', 'Per-property knowledge'],
          isHighlighted: true,
        },
        {
          title: 'Automatic Check-in',
          description: 'Door codes and directions sent on schedule.',
          iconClass: 'calendar',
          benefits: ['No late-night calls'],
          isHighlighted: false,
        },
        {
          title: 'Smart Escalation',
          description: 'Complaints and emergencies routed to staff immediately.',
          iconClass: 'users',
          benefits: ['Context included', 'Priority alerts'],
          isHighlighted: false,
        },
      ],
    },
    technologies: {
      categories: [
        {
          categoryName: 'AI',
          technologies: [
            { name: 'OpenAI', description: 'Language model' },
            { name: 'Python', description: 'Retrieval service' },
          ],
        },
        {
          categoryName: 'Automation',
          technologies: [
            { name: 'n8n', description: 'Message workflows' },
            { name: 'PostgreSQL', description: 'Conversation history' },
          ],
        },
      ],
    },
    results: {
      resultsDescription:
        'Guests get answers in seconds and staff handle only what needs a person.',
      metrics: [
        {
          label: 'Instant Answers',
          value: '80%',
          description: 'Of messages answered without staff',
        },
        { label: 'Review Score', value: '4.9', description: 'Up from 4.6' },
      ],
      achievements: ['Night shift reduced to one person', 'Replies in English, Arabic and Russian'],
    },
    gallery: { images: [] },
    callToAction: callToAction('Drowning in Guest Messages?'),
    relatedSlugs: ['clinic-booking-automation', 'property-sales-crm'],
    metadata: { launchDate: '2024-11-20', status: 'Live' },
  },
  'clinic-booking-automation': {
    overview: {
      client: 'Outpatient clinic network, Pakistan',
      industry: 'Healthcare & Biotech',
      projectType: 'Patient portal and automation',
      duration: '3 months',
      teamSize: '5 specialists',
      services: ['Business Automation', 'Web & Mobile Development', 'UI/UX Design'],
      detailedDescription:
        'A network of outpatient clinics booked every appointment by phone and lost a fifth of slots to no-shows. We built a booking portal with automated reminders, digital intake forms and a staff dashboard.',
    },
    challengeSolution: {
      challenge:
        'Phone lines were busy all morning, intake forms were re-typed by the front desk and nearly one in five patients did not show up.',
      solution:
        'Online booking with SMS and WhatsApp reminders, forms completed before the visit and filed automatically, and a dashboard showing the day’s capacity.',
      keyFeatures: [
        {
          title: 'Online Booking',
          description: 'Patients pick a clinician and slot in under a minute.',
          iconClass: 'calendar',
          benefits: ['Fewer calls', 'Self-service rescheduling'],
          isHighlighted: true,
        },
        {
          title: 'Reminders',
          description: 'SMS and WhatsApp reminders with one-tap confirm.',
          iconClass: 'message',
          benefits: ['No-shows halved'],
          isHighlighted: false,
        },
        {
          title: 'Digital Intake',
          description: 'Forms filled at home and filed automatically.',
          iconClass: 'document',
          benefits: ['No re-typing', 'Shorter queues'],
          isHighlighted: false,
        },
      ],
    },
    technologies: {
      categories: [
        {
          categoryName: 'Application',
          technologies: [
            { name: 'Next.js', description: 'Patient portal' },
            { name: 'PostgreSQL', description: 'Appointments' },
          ],
        },
        {
          categoryName: 'Automation',
          technologies: [
            { name: 'Make', description: 'Reminder flows' },
            { name: 'Figma', description: 'Portal design' },
          ],
        },
      ],
    },
    results: {
      resultsDescription: 'Clinics see more patients with the same staff.',
      metrics: [
        { label: 'No-Shows', value: '-52%', description: 'Compared with phone booking' },
        { label: 'Front-Desk Calls', value: '-33%', description: 'In the first three months' },
      ],
      achievements: ['Live in all clinics in 12 weeks', 'Intake data structured for clinicians'],
    },
    gallery: {
      images: [
        {
          imageUrl: '/assets/portfolio/clinic-booking-automation.svg',
          caption: 'Booking portal',
          altText: 'Clinic booking portal',
        },
      ],
    },
    callToAction: callToAction('Want Fewer No-Shows?'),
    relatedSlugs: ['smart-guest-messaging', 'ai-tutor-for-schools'],
    metadata: { launchDate: '2025-01-10', status: 'Live' },
  },
  'fleet-tracking-dashboard': {
    overview: {
      client: 'Regional logistics company, UAE',
      industry: 'Logistics & Supply Chain',
      projectType: 'Tracking dashboard and driver app',
      duration: '4 months',
      teamSize: '6 specialists',
      services: ['Web & Mobile Development', 'Cloud Services', 'Automation'],
      detailedDescription:
        'Dispatchers phoned drivers to learn where trucks were and invoiced from paper delivery notes. We built a live fleet map, overnight route optimisation and a driver app with photo proof of delivery feeding invoicing.',
    },
    challengeSolution: {
      challenge:
        'No live view of 80 vehicles, routes planned from memory and invoices delayed by a week waiting for paper delivery notes.',
      solution:
        'GPS tracking on one map with ETAs, routes optimised overnight from the next day’s orders, and a driver app whose proof-of-delivery photos create the invoice.',
      keyFeatures: [
        {
          title: 'Live Fleet Map',
          description: 'Every vehicle with status and ETA.',
          iconClass: 'map-pin',
          benefits: ['Proactive customer updates'],
          isHighlighted: true,
        },
        {
          title: 'Route Optimisation',
          description: 'Routes computed overnight.',
          iconClass: 'trending-up',
          benefits: ['Lower fuel cost', 'More drops per route'],
          isHighlighted: false,
        },
        {
          title: 'Proof of Delivery',
          description: 'Photo and signature captured in the app.',
          iconClass: 'smartphone',
          benefits: ['Same-day invoicing'],
          isHighlighted: false,
        },
      ],
    },
    technologies: {
      categories: [
        {
          categoryName: 'Application',
          technologies: [
            { name: 'React', description: 'Dispatcher dashboard' },
            { name: 'Python', description: 'Route optimisation' },
          ],
        },
        {
          categoryName: 'Cloud',
          technologies: [
            { name: 'AWS', description: 'Hosting' },
            { name: 'Docker', description: 'Services' },
          ],
        },
      ],
    },
    results: {
      resultsDescription: 'Dispatch is calmer and cash comes in faster.',
      metrics: [
        { label: 'Fuel Cost', value: '-14%', description: 'First six months' },
        { label: 'Invoice Time', value: 'Same day', description: 'Down from a week' },
      ],
      achievements: ['80 vehicles tracked live', 'Customer tracking links for every delivery'],
    },
    gallery: { images: [] },
    callToAction: callToAction('Need Visibility Over Your Fleet?'),
    relatedSlugs: ['property-sales-crm'],
    metadata: { launchDate: '2024-09-01', status: 'Live' },
  },
  'ai-tutor-for-schools': {
    overview: {
      client: 'Private school group, KSA',
      industry: 'EdTech & Education',
      projectType: 'AI tutor and teacher dashboard',
      duration: '4 months',
      teamSize: '5 specialists',
      services: ['AI Development', 'Product Development'],
      detailedDescription:
        'A school group wanted safe, curriculum-aligned help for students at homework time. We built a bilingual AI tutor grounded in their curriculum, with content filters and a teacher dashboard showing progress live.',
    },
    challengeSolution: {
      challenge:
        'Students got stuck at home with no help, and teachers only learned about gaps at the next test.',
      solution:
        'A tutor that guides students step by step without giving away answers, in Arabic and English, with every session summarised for the teacher.',
      keyFeatures: [
        {
          title: 'Step-by-Step Guidance',
          description: 'Hints that lead to the answer instead of revealing it.',
          iconClass: 'graduation',
          benefits: ['Real learning', 'Curriculum-aligned'],
          isHighlighted: true,
        },
        {
          title: 'Teacher Dashboard',
          description: 'Where each class and student struggles.',
          iconClass: 'dashboard',
          benefits: ['Early interventions'],
          isHighlighted: false,
        },
        {
          title: 'Safety Filters',
          description: 'Age-appropriate content and topic limits.',
          iconClass: 'shield',
          benefits: ['Parent trust'],
          isHighlighted: false,
        },
      ],
    },
    technologies: {
      categories: [
        {
          categoryName: 'AI',
          technologies: [
            { name: 'LangChain', description: 'Tutor orchestration' },
            { name: 'OpenAI', description: 'Language model' },
          ],
        },
        {
          categoryName: 'Application',
          technologies: [
            { name: 'Next.js', description: 'Student and teacher apps' },
            { name: 'PostgreSQL', description: 'Progress data' },
          ],
        },
      ],
    },
    results: {
      resultsDescription: 'The pilot term convinced the group to roll out to every campus.',
      metrics: [
        { label: 'Homework Completion', value: '+27%', description: 'Pilot term' },
        { label: 'Weekly Sessions', value: '9,000', description: 'Across three campuses' },
      ],
      achievements: ['Bilingual from day one', 'Rolled out to all campuses'],
    },
    gallery: { images: [] },
    callToAction: callToAction('Bring AI to Your Classrooms'),
    relatedSlugs: ['clinic-booking-automation', 'fintech-mobile'],
    metadata: { launchDate: '2025-02-01', status: 'Live' },
  },
  'property-sales-crm': {
    overview: {
      client: 'Residential developer, UAE',
      industry: 'Construction & Real Estate',
      projectType: 'Sales CRM and automation',
      duration: '3 months',
      teamSize: '4 specialists',
      services: ['Business Automation', 'Web & Mobile Development'],
      detailedDescription:
        'Leads from portals, ads and walk-ins lived in three inboxes and a spreadsheet. We built one pipeline with automatic scoring, e-mail and WhatsApp follow-ups and one-click contracts.',
    },
    challengeSolution: {
      challenge:
        'Half of portal leads got a reply after more than a day, and contracts took a week to assemble.',
      solution:
        'Every lead lands in one CRM, is scored and followed up within minutes, and contracts are generated from templates and e-signed.',
      keyFeatures: [
        {
          title: 'Lead Scoring',
          description: 'Leads ranked by budget, unit interest and engagement.',
          iconClass: 'target',
          benefits: ['Reps call the best leads first'],
          isHighlighted: true,
        },
        {
          title: 'Automatic Follow-Up',
          description: 'E-mail and WhatsApp sequences per project.',
          iconClass: 'message',
          benefits: ['Reply within 5 minutes'],
          isHighlighted: false,
        },
        {
          title: 'One-Click Contracts',
          description: 'Contracts generated and sent for e-signature.',
          iconClass: 'document',
          benefits: ['Closing three weeks faster'],
          isHighlighted: false,
        },
      ],
    },
    technologies: {
      categories: [
        {
          categoryName: 'Application',
          technologies: [
            { name: 'React', description: 'CRM interface' },
            { name: 'Node.js', description: 'APIs' },
          ],
        },
        {
          categoryName: 'Automation',
          technologies: [
            { name: 'Zapier', description: 'Lead capture' },
            { name: 'PostgreSQL', description: 'Pipeline data' },
          ],
        },
      ],
    },
    results: {
      resultsDescription: 'More leads converted with the same sales team.',
      metrics: [
        { label: 'Sales Cycle', value: '-3 weeks', description: 'From enquiry to signed contract' },
        { label: 'First Reply', value: '5 min', description: 'Median, down from 26 hours' },
      ],
      achievements: ['All lead sources in one pipeline', 'Contracts without manual drafting'],
    },
    gallery: { images: [] },
    callToAction: callToAction('Sell Units Faster'),
    relatedSlugs: ['e-commerce-revolution-platform', 'fleet-tracking-dashboard'],
    metadata: { launchDate: '2024-12-05', status: 'Live' },
  },
};

/** Full records for every fallback project, built on its card record. */
export const fallbackProjectDetails: ProjectDetail[] = fallbackProjects.flatMap((project) => {
  const body = bodies[project.slug];
  if (!body) return [];
  const { relatedSlugs, metadata, ...rest } = body;
  return [
    {
      ...rest,
      id: project.id,
      slug: project.slug,
      title: project.title,
      shortDescription: project.shortDescription,
      heroBannerUrl: project.imagePath,
      relatedProjects: {
        sectionTitle: 'Related Projects',
        projects: relatedSlugs.flatMap((slug) => {
          const related = fallbackProjects.find((candidate) => candidate.slug === slug);
          return related
            ? [
                {
                  id: related.id,
                  slug: related.slug,
                  title: related.title,
                  description: related.shortDescription,
                  imagePath: related.imagePath,
                  tags: related.tags,
                },
              ]
            : [];
        }),
      },
      metadata: { ...metadata, tags: project.tags, isFeatured: project.featured },
    },
  ];
});
