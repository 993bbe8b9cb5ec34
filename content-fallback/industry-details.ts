/**
 * The full Industry records behind /industries/{slug}.
 * The card fields (title, short description, icon) come from industries.ts so both stay in step.
 */
import type { IndustryDetail } from '@/lib/content/types';
import { fallbackIndustries } from './industries';

type IndustryBody = Omit<
  IndustryDetail,
  'id' | 'title' | 'slug' | 'shortDescription' | 'heroBannerUrl' | 'iconPath'
>;

/** The four company facts every industry shows (years, projects, retention, cost), described per sector. */
function keyStats(
  sector: string,
  costNote: string,
): NonNullable<IndustryDetail['overview']>['keyStats'] {
  return [
    {
      value: '{fact:years}',
      label: 'Years in Business',
      description: `Building software for ${sector} teams since our first projects.`,
      iconClass: 'clock',
    },
    {
      value: '{fact:projects}',
      label: 'Projects Delivered',
      description: 'Automations, apps and AI solutions shipped across our industries.',
      iconClass: 'rocket',
    },
    {
      value: '{fact:retention}',
      label: 'Client Retention',
      description: 'Clients who keep working with us after their first project.',
      iconClass: 'users',
    },
    {
      value: '{fact:costReduction}',
      label: 'Average Cost Reduction',
      description: costNote,
      iconClass: 'trending-up',
    },
  ];
}

const techSection = (sector: string) => ({
  sectionTitle: 'Technology Stack',
  sectionDescription: `The tools we rely on for ${sector} projects.`,
});

const storiesSection = (sector: string) => ({
  sectionTitle: 'Success Stories',
  sectionDescription: `Results we delivered for ${sector} clients.`,
});

const bodies: Record<string, IndustryBody> = {
  'vacation-rentals-hospitality': {
    overview: {
      detailedDescription:
        'Hosts and property managers juggle channel managers, cleaners, guests and owners across time zones. We connect those systems, answer guests instantly with AI grounded in each property’s house manual, and price every night from live demand, so occupancy rises while the team sleeps.',
      keyStats: keyStats(
        'hospitality',
        'Lower operating cost per unit after automating guest messaging and turnovers.',
      ),
      marketTrends: [
        'Guests expect instant answers at any hour',
        'Dynamic pricing is now table stakes for independent hosts',
        'Owners ask for live reporting on their properties',
      ],
    },
    challengesSolutions: {
      approachDescription:
        'We start from a week in the life of your operations team and automate what repeats.',
      challenges: [
        {
          title: 'Message Overload',
          description: 'Hundreds of guest questions a day across Airbnb, Booking.com and WhatsApp.',
          iconClass: 'message',
          impactPoints: ['Slow replies hurt reviews', 'Staff burn out on night shifts'],
        },
        {
          title: 'Double Bookings',
          description: 'Calendars drift between channels when updates are manual.',
          iconClass: 'calendar',
          impactPoints: ['Refunds and penalties', 'Lost platform ranking'],
        },
        {
          title: 'Turnover Coordination',
          description: 'Cleaners and maintenance learn about check-outs too late.',
          iconClass: 'wrench',
          impactPoints: ['Late check-ins', 'Missed inspections'],
        },
      ],
      solutions: [
        {
          title: 'AI Guest Concierge',
          description:
            'An assistant that answers from each property’s manual and escalates the unusual.',
          iconClass: 'bot',
          benefits: [
            '80% of messages answered instantly',
            'Multilingual replies',
            'Handover with full context',
          ],
          isFeatured: true,
        },
        {
          title: 'Channel Sync',
          description: 'One source of truth for availability and rates across every channel.',
          iconClass: 'workflow',
          benefits: ['No double bookings', 'Rates pushed in minutes'],
          isFeatured: false,
        },
        {
          title: 'Turnover Automation',
          description: 'Tasks created for cleaners the moment a booking changes.',
          iconClass: 'calendar',
          benefits: ['Photo check-lists', 'Owner reports generated automatically'],
          isFeatured: false,
        },
      ],
    },
    services: {
      sectionTitle: 'Services for Hospitality',
      sectionDescription: 'What we build for hosts, property managers and hotels.',
      serviceCategories: [
        {
          categoryName: 'Guest Experience',
          categoryDescription: 'Every touchpoint from booking to review.',
          iconClass: 'message',
          services: [
            {
              name: 'AI Guest Messaging',
              description: 'Instant, accurate answers in the guest’s language.',
              features: [
                'House-manual grounding',
                'WhatsApp and OTA inboxes',
                'Escalation rules',
                'Sentiment alerts',
              ],
              iconClass: 'bot',
              isPopular: true,
            },
            {
              name: 'Digital Check-in',
              description: 'ID verification, door codes and arrival guides sent automatically.',
              features: ['ID checks', 'Smart-lock codes', 'Upsell offers'],
              iconClass: 'lock',
              isPopular: false,
            },
          ],
        },
        {
          categoryName: 'Operations',
          categoryDescription: 'The back office that keeps units ready.',
          iconClass: 'cog',
          services: [
            {
              name: 'Dynamic Pricing',
              description: 'Nightly rates from demand, events and competitor data.',
              features: ['Event-aware pricing', 'Minimum-stay rules', 'Owner guardrails'],
              iconClass: 'chart-line',
              isPopular: false,
            },
            {
              name: 'Owner Reporting',
              description: 'Monthly statements and live dashboards for owners.',
              features: ['Revenue per unit', 'Occupancy trends', 'Expense breakdown'],
              iconClass: 'bar-chart',
              isPopular: false,
            },
          ],
        },
      ],
    },
    technologies: {
      ...techSection('hospitality'),
      categories: [
        {
          categoryName: 'Channels and PMS',
          technologies: [
            { name: 'Guesty', description: 'Property management and channel sync' },
            { name: 'Hostaway', description: 'Reservations and owner portals' },
          ],
        },
        {
          categoryName: 'Automation and AI',
          technologies: [
            { name: 'n8n', description: 'Self-hosted workflows' },
            { name: 'OpenAI', description: 'Guest-facing language models' },
          ],
        },
        {
          categoryName: 'Data',
          technologies: [
            { name: 'PostgreSQL', description: 'Bookings and pricing history' },
            { name: 'Looker Studio', description: 'Owner dashboards' },
          ],
        },
      ],
    },
    successStories: {
      ...storiesSection('hospitality'),
      metrics: {
        clientsSatisfied: '50+',
        projectsCompleted: '120+',
        timeToMarket: '40% Faster',
        costReduction: '35%',
      },
      projects: [
        {
          title: 'Smart Guest Messaging',
          description: 'An AI concierge for 300+ units in Dubai.',
          imageUrl: '/assets/portfolio/smart-guest-messaging/card.webp',
          imageAlt:
            "The AI concierge answering a guest's Wi-Fi and parking question from the house manual in 6 seconds",
          technologies: [
            'OpenAI',
            'n8n',
            'Python',
            'PostgreSQL',
            'WhatsApp API',
            'Guesty',
            'Docker',
          ],
          achievements: ['80% of messages answered instantly', 'Review score up from 4.6 to 4.9'],
        },
        {
          title: 'Owner Portal',
          description: 'Live statements and occupancy for 120 property owners.',
          imageUrl: '/assets/stories/owner-portal.webp',
          imageAlt:
            "An owner's May statement for Marina View 2BR: 87% occupancy and an AED 13,370 payout",
          technologies: ['Next.js', 'PostgreSQL', 'Stripe'],
          achievements: ['Owner e-mails down 60%', 'Statements sent on day one of each month'],
        },
      ],
    },
  },
  'retail-e-commerce': {
    overview: {
      detailedDescription:
        'Retailers win on speed: fast storefronts, accurate stock and orders that ship the same day. We build headless stores, connect them to inventory and fulfilment, and add AI recommendations and abandoned-cart flows that lift conversion and average order value.',
      keyStats: keyStats(
        'retail and e-commerce',
        'Lower fulfilment cost per order after routing and stock automation.',
      ),
      marketTrends: [
        'Headless commerce for speed and flexibility',
        'AI-driven personalisation on every page',
        'Same-day delivery raising customer expectations',
      ],
    },
    challengesSolutions: {
      approachDescription:
        'We follow an order from click to doorstep and remove every manual hand-off.',
      challenges: [
        {
          title: 'Slow Storefronts',
          description: 'Monolithic themes that take seconds to load on mobile.',
          iconClass: 'gauge',
          impactPoints: ['Lower conversion', 'Higher ad costs'],
        },
        {
          title: 'Stock Mismatch',
          description: 'Inventory out of sync between warehouse, store and marketplaces.',
          iconClass: 'boxes',
          impactPoints: ['Overselling', 'Cancelled orders'],
        },
        {
          title: 'Generic Experience',
          description: 'Every visitor sees the same products regardless of intent.',
          iconClass: 'users',
          impactPoints: ['Low average order value', 'Weak repeat purchase'],
        },
      ],
      solutions: [
        {
          title: 'Headless Storefront',
          description: 'A Next.js store that loads instantly and ranks well.',
          iconClass: 'rocket',
          benefits: [
            'Sub-second page loads',
            'Content editors publish freely',
            'One codebase for every brand',
          ],
          isFeatured: true,
        },
        {
          title: 'Order Automation',
          description: 'Orders routed to the right warehouse with live stock sync.',
          iconClass: 'truck',
          benefits: ['No overselling', 'Same-day dispatch'],
          isFeatured: false,
        },
        {
          title: 'AI Recommendations',
          description: 'Products suggested from behaviour and catalogue data.',
          iconClass: 'sparkles',
          benefits: ['Higher order value', 'Personal e-mails at scale'],
          isFeatured: false,
        },
      ],
    },
    services: {
      sectionTitle: 'Services for Retail',
      sectionDescription: 'From storefront to warehouse.',
      serviceCategories: [
        {
          categoryName: 'Commerce Platforms',
          categoryDescription: 'Stores that sell on every device.',
          iconClass: 'cart',
          services: [
            {
              name: 'Headless Commerce',
              description: 'Custom storefronts on Shopify, commercetools or Medusa.',
              features: [
                'Multi-brand catalogue',
                'Edge rendering',
                'A/B testing',
                'Marketplace feeds',
              ],
              iconClass: 'cart',
              isPopular: true,
            },
            {
              name: 'Mobile Shopping Apps',
              description: 'Native apps with push offers and one-tap checkout.',
              features: ['Apple and Google Pay', 'Push campaigns', 'Loyalty wallet'],
              iconClass: 'smartphone',
              isPopular: false,
            },
          ],
        },
        {
          categoryName: 'Operations and Growth',
          categoryDescription: 'Behind-the-scenes automation that scales.',
          iconClass: 'workflow',
          services: [
            {
              name: 'Fulfilment Automation',
              description: 'Orders, stock and shipping labels handled without re-typing.',
              features: ['Warehouse routing', 'Carrier label printing', 'Return flows'],
              iconClass: 'truck',
              isPopular: false,
            },
            {
              name: 'Retention Flows',
              description: 'Abandoned-cart, win-back and review flows.',
              features: ['Segmented e-mail and SMS', 'AI product picks', 'Review requests'],
              iconClass: 'mail',
              isPopular: false,
            },
          ],
        },
      ],
    },
    technologies: {
      ...techSection('retail'),
      categories: [
        {
          categoryName: 'Commerce',
          technologies: [
            { name: 'Shopify', description: 'Hosted commerce engine' },
            { name: 'Stripe', description: 'Payments and subscriptions' },
          ],
        },
        {
          categoryName: 'Front End',
          technologies: [
            { name: 'Next.js', description: 'Headless storefronts' },
            { name: 'React Native', description: 'Shopping apps' },
          ],
        },
        {
          categoryName: 'Data and AI',
          technologies: [
            { name: 'OpenAI', description: 'Recommendations and copy' },
            { name: 'BigQuery', description: 'Sales analytics' },
          ],
        },
      ],
    },
    successStories: {
      ...storiesSection('retail'),
      metrics: {
        clientsSatisfied: '60+',
        projectsCompleted: '140+',
        timeToMarket: '40% Faster',
        costReduction: '30%',
      },
      projects: [
        {
          title: 'E-commerce Revolution Platform',
          description: 'Headless commerce for a four-brand UAE retailer.',
          imageUrl: '/assets/portfolio/e-commerce-revolution-platform/card.webp',
          imageAlt:
            "The store's Ramadan Edit home page with AI recommendations, loading in 0.8 s on 4G",
          technologies: [
            'Next.js',
            'Node.js',
            'PostgreSQL',
            'Stripe',
            'OpenAI',
            'Redis',
            'AWS',
            'Docker',
          ],
          achievements: ['38% higher conversion in one quarter', 'Page loads under one second'],
        },
        {
          title: 'Marketplace Sync',
          description: 'Stock and orders synced with Amazon and Noon.',
          imageUrl: '/assets/stories/marketplace-sync.webp',
          imageAlt:
            'Stock kept in step on the website, Amazon and Noon; a sold-out lamp paused on both marketplaces',
          technologies: ['Make', 'Python', 'PostgreSQL'],
          achievements: ['Zero overselling incidents', '12 hours a week saved'],
        },
      ],
    },
  },
  'healthcare-biotech': {
    overview: {
      detailedDescription:
        'Clinics and life-science teams lose hours to phone booking, paper intake and document handling. We build patient portals, booking and reminder automation and AI document processing, designed around privacy and compliance from the first sketch.',
      keyStats: keyStats(
        'healthcare',
        'Lower front-desk workload after booking and intake automation.',
      ),
      marketTrends: [
        'Patients expect online booking and reminders',
        'AI document processing for referrals and claims',
        'Stricter data-protection rules for health data',
      ],
    },
    challengesSolutions: {
      approachDescription:
        'Privacy first: we design data flows with your compliance lead before writing code.',
      challenges: [
        {
          title: 'No-Shows',
          description: 'Missed appointments leave clinicians idle and patients waiting.',
          iconClass: 'calendar',
          impactPoints: ['Lost revenue', 'Longer waiting lists'],
        },
        {
          title: 'Paper Intake',
          description: 'Forms re-typed into the clinical system by the front desk.',
          iconClass: 'document',
          impactPoints: ['Transcription errors', 'Queues at reception'],
        },
        {
          title: 'Data Protection',
          description: 'Sensitive data spread across e-mail, spreadsheets and tools.',
          iconClass: 'lock',
          impactPoints: ['Compliance risk', 'Audit pain'],
        },
      ],
      solutions: [
        {
          title: 'Booking and Reminders',
          description: 'Online booking with SMS and WhatsApp reminders.',
          iconClass: 'calendar',
          benefits: ['No-shows halved', 'Self-service rescheduling'],
          isFeatured: false,
        },
        {
          title: 'Digital Intake',
          description: 'Forms completed before the visit and filed automatically.',
          iconClass: 'document',
          benefits: ['No re-typing', 'Shorter queues', 'Structured data for clinicians'],
          isFeatured: true,
        },
        {
          title: 'Secure Data Flows',
          description: 'Encrypted, logged and access-controlled by design.',
          iconClass: 'shield',
          benefits: ['Audit trails', 'Role-based access'],
          isFeatured: false,
        },
      ],
    },
    services: {
      sectionTitle: 'Services for Healthcare',
      sectionDescription: 'Software for clinics, labs and health start-ups.',
      serviceCategories: [
        {
          categoryName: 'Patient Experience',
          categoryDescription: 'Access to care without phone queues.',
          iconClass: 'health',
          services: [
            {
              name: 'Patient Portals',
              description: 'Booking, results and messages in one secure place.',
              features: ['Online booking', 'Results viewer', 'Secure messaging', 'Family accounts'],
              iconClass: 'health',
              isPopular: true,
            },
            {
              name: 'Telehealth',
              description: 'Video consultations integrated with your schedule.',
              features: ['Browser video', 'Waiting room', 'Visit notes'],
              iconClass: 'smartphone',
              isPopular: false,
            },
          ],
        },
        {
          categoryName: 'Clinical Operations',
          categoryDescription: 'Less paperwork for staff.',
          iconClass: 'document',
          services: [
            {
              name: 'AI Document Processing',
              description: 'Referrals, claims and lab reports read and filed.',
              features: ['Field extraction', 'Human review queue', 'EHR filing'],
              iconClass: 'brain',
              isPopular: false,
            },
            {
              name: 'Reporting',
              description: 'Capacity, utilisation and revenue dashboards.',
              features: ['Daily capacity', 'Clinician utilisation', 'Payer mix'],
              iconClass: 'bar-chart',
              isPopular: false,
            },
          ],
        },
      ],
    },
    technologies: {
      ...techSection('healthcare'),
      categories: [
        {
          categoryName: 'Standards',
          technologies: [
            { name: 'HL7 FHIR', description: 'Interoperable health records' },
            { name: 'OAuth 2 and OpenID', description: 'Secure sign-in' },
          ],
        },
        {
          categoryName: 'Applications',
          technologies: [
            { name: 'Next.js', description: 'Patient portals' },
            { name: 'React Native', description: 'Patient apps' },
          ],
        },
        {
          categoryName: 'Automation and AI',
          technologies: [
            { name: 'Make', description: 'Reminder workflows' },
            { name: 'Azure OpenAI', description: 'Document extraction' },
          ],
        },
      ],
    },
    successStories: {
      ...storiesSection('healthcare'),
      metrics: {
        clientsSatisfied: '40+',
        projectsCompleted: '90+',
        timeToMarket: '35% Faster',
        costReduction: '40%',
      },
      projects: [
        {
          title: 'Clinic Booking Automation',
          description: 'Booking, reminders and intake for an outpatient network.',
          imageUrl: '/assets/portfolio/clinic-booking-automation/card.webp',
          imageAlt:
            'Choosing a morning or evening appointment online, with a WhatsApp or SMS reminder the day before',
          technologies: ['Next.js', 'Make', 'PostgreSQL', 'Figma', 'Twilio', 'WhatsApp API'],
          achievements: ['No-shows down 52%', 'Front-desk calls down a third'],
        },
        {
          title: 'Referral Reader',
          description: 'AI extraction of referral letters into the clinical system.',
          imageUrl: '/assets/stories/referral-reader.webp',
          imageAlt:
            'A scanned referral letter beside the fields the AI read from it, ready to approve and file',
          technologies: ['Azure OpenAI', 'Python', 'HL7 FHIR'],
          achievements: ['Referrals filed in minutes, not days', '97% field accuracy after review'],
        },
      ],
    },
  },
  'edtech-education': {
    overview: {
      detailedDescription:
        'Schools and learning companies want to teach more students without adding admin staff. We build learning platforms, curriculum-grounded AI tutors and admissions automation, with dashboards that show teachers where each learner needs help.',
      keyStats: keyStats('education', 'Lower admissions and admin cost per student.'),
      marketTrends: [
        'AI tutors used alongside classroom teaching',
        'Bilingual content for Arabic and English learners',
        'Data-driven interventions for struggling students',
      ],
    },
    challengesSolutions: {
      approachDescription: 'We design with teachers, not around them.',
      challenges: [
        {
          title: 'Admin Load',
          description: 'Admissions, timetables and parent messages handled by hand.',
          iconClass: 'document',
          impactPoints: ['Teachers pulled from teaching', 'Slow replies to parents'],
        },
        {
          title: 'One Pace for All',
          description: 'Students fall behind without individual help.',
          iconClass: 'users',
          impactPoints: ['Lower completion', 'Late interventions'],
        },
        {
          title: 'Scattered Tools',
          description: 'Grades, content and attendance live in separate systems.',
          iconClass: 'layers',
          impactPoints: ['No single view of progress'],
        },
      ],
      solutions: [
        {
          title: 'AI Tutor',
          description: 'Step-by-step help grounded in your curriculum.',
          iconClass: 'graduation',
          benefits: ['Available at homework time', 'Safe content filters', 'Arabic and English'],
          isFeatured: true,
        },
        {
          title: 'Admissions Automation',
          description: 'Applications, documents and offers handled end to end.',
          iconClass: 'workflow',
          benefits: ['Faster offers', 'Complete files'],
          isFeatured: false,
        },
        {
          title: 'Progress Dashboards',
          description: 'One view of every learner for teachers and parents.',
          iconClass: 'dashboard',
          benefits: ['Early warnings', 'Parent updates'],
          isFeatured: false,
        },
      ],
    },
    services: {
      sectionTitle: 'Services for Education',
      sectionDescription: 'For schools, universities and EdTech companies.',
      serviceCategories: [
        {
          categoryName: 'Learning',
          categoryDescription: 'Platforms students enjoy using.',
          iconClass: 'graduation',
          services: [
            {
              name: 'Learning Platforms',
              description: 'Courses, quizzes and certificates on web and mobile.',
              features: ['Course builder', 'Quizzes and grading', 'Certificates', 'Offline mobile'],
              iconClass: 'graduation',
              isPopular: true,
            },
            {
              name: 'AI Tutors',
              description: 'Curriculum-grounded assistants for students.',
              features: ['Curriculum grounding', 'Teacher oversight', 'Safety filters'],
              iconClass: 'bot',
              isPopular: false,
            },
          ],
        },
        {
          categoryName: 'Administration',
          categoryDescription: 'Less paperwork, faster answers.',
          iconClass: 'cog',
          services: [
            {
              name: 'Admissions Portals',
              description: 'Online applications with document checks.',
              features: ['Document upload', 'Automatic reminders', 'Offer letters'],
              iconClass: 'document',
              isPopular: false,
            },
          ],
        },
      ],
    },
    technologies: {
      ...techSection('education'),
      categories: [
        {
          categoryName: 'Learning',
          technologies: [
            { name: 'Next.js', description: 'Learning platforms' },
            { name: 'LTI 1.3', description: 'LMS integration' },
          ],
        },
        {
          categoryName: 'AI',
          technologies: [
            { name: 'LangChain', description: 'Tutor orchestration' },
            { name: 'OpenAI', description: 'Language models' },
          ],
        },
        {
          categoryName: 'Data',
          technologies: [
            { name: 'PostgreSQL', description: 'Progress records' },
            { name: 'Metabase', description: 'Teacher dashboards' },
          ],
        },
      ],
    },
    successStories: {
      ...storiesSection('education'),
      metrics: {
        clientsSatisfied: '30+',
        projectsCompleted: '70+',
        timeToMarket: '40% Faster',
        costReduction: '25%',
      },
      projects: [
        {
          title: 'AI Tutor for Schools',
          description: 'A bilingual tutor for a KSA school group.',
          imageUrl: '/assets/portfolio/ai-tutor-for-schools/card.webp',
          imageAlt:
            'The AI tutor guiding a student through an equation with hints instead of the answer',
          technologies: ['Next.js', 'LangChain', 'OpenAI', 'PostgreSQL'],
          achievements: ['Homework completion up 27%', 'Teachers see progress live'],
        },
        {
          title: 'Admissions Portal',
          description: 'Online applications for a private university.',
          imageUrl: '/assets/stories/admissions-portal.webp',
          imageAlt: "An applicant's track from application to an offer sent to sign, in 3 days",
          technologies: ['React', 'Node.js', 'Make', 'DocuSign', 'AWS', 'PostgreSQL'],
          achievements: ['Offers sent in 3 days instead of 3 weeks'],
        },
      ],
    },
  },
  'logistics-supply-chain': {
    overview: {
      detailedDescription:
        'Logistics runs on timing and paperwork. We give dispatchers one live map, optimise routes overnight and automate proof of delivery, customs documents and invoicing, so every shipment is visible from warehouse to doorstep.',
      keyStats: keyStats(
        'logistics',
        'Lower cost per delivery from route optimisation and paperless proof of delivery.',
      ),
      marketTrends: [
        'Real-time tracking expected by every shipper',
        'Route optimisation to counter fuel costs',
        'Digital customs and e-invoicing mandates',
      ],
    },
    challengesSolutions: {
      approachDescription: 'We start on the dispatch floor and follow a shipment end to end.',
      challenges: [
        {
          title: 'No Live Visibility',
          description: 'Dispatchers phone drivers to find out where trucks are.',
          iconClass: 'map-pin',
          impactPoints: ['Late customer updates', 'Idle capacity'],
        },
        {
          title: 'Manual Paperwork',
          description: 'Delivery notes and customs forms typed by hand.',
          iconClass: 'document',
          impactPoints: ['Slow invoicing', 'Disputes'],
        },
        {
          title: 'Inefficient Routes',
          description: 'Routes planned from memory each morning.',
          iconClass: 'truck',
          impactPoints: ['High fuel cost', 'Missed slots'],
        },
      ],
      solutions: [
        {
          title: 'Fleet Dashboard',
          description: 'Every vehicle on one live map with ETAs.',
          iconClass: 'map-pin',
          benefits: ['Proactive customer updates', 'Better utilisation', 'Exception alerts'],
          isFeatured: true,
        },
        {
          title: 'Route Optimisation',
          description: 'Routes computed overnight from orders and constraints.',
          iconClass: 'trending-up',
          benefits: ['Lower fuel cost', 'More drops per route'],
          isFeatured: false,
        },
        {
          title: 'Paperless Delivery',
          description: 'Photo proof of delivery flowing straight into invoicing.',
          iconClass: 'smartphone',
          benefits: ['Invoices same day', 'Fewer disputes'],
          isFeatured: false,
        },
      ],
    },
    services: {
      sectionTitle: 'Services for Logistics',
      sectionDescription: 'For carriers, 3PLs and distributors.',
      serviceCategories: [
        {
          categoryName: 'Visibility',
          categoryDescription: 'Know where everything is.',
          iconClass: 'map-pin',
          services: [
            {
              name: 'Tracking Platforms',
              description: 'Live vehicle and shipment tracking for staff and customers.',
              features: [
                'Live map',
                'Customer tracking links',
                'ETA predictions',
                'Geofence alerts',
              ],
              iconClass: 'map-pin',
              isPopular: true,
            },
            {
              name: 'Driver Apps',
              description: 'Jobs, navigation and proof of delivery on the driver’s phone.',
              features: ['Offline jobs', 'Photo and signature', 'Barcode scan'],
              iconClass: 'smartphone',
              isPopular: false,
            },
          ],
        },
        {
          categoryName: 'Back Office',
          categoryDescription: 'Paperwork that files itself.',
          iconClass: 'document',
          services: [
            {
              name: 'Document Automation',
              description: 'Customs, delivery notes and invoices generated automatically.',
              features: ['Customs forms', 'E-invoicing', 'Carrier EDI'],
              iconClass: 'document',
              isPopular: false,
            },
          ],
        },
      ],
    },
    technologies: {
      ...techSection('logistics'),
      categories: [
        {
          categoryName: 'Maps and Routing',
          technologies: [
            { name: 'Mapbox', description: 'Live maps' },
            { name: 'Google OR-Tools', description: 'Route optimisation' },
          ],
        },
        {
          categoryName: 'Applications',
          technologies: [
            { name: 'React', description: 'Dispatcher dashboards' },
            { name: 'React Native', description: 'Driver apps' },
          ],
        },
        {
          categoryName: 'Infrastructure',
          technologies: [
            { name: 'AWS', description: 'Managed hosting' },
            { name: 'Docker', description: 'Portable services' },
          ],
        },
      ],
    },
    successStories: {
      ...storiesSection('logistics'),
      metrics: {
        clientsSatisfied: '35+',
        projectsCompleted: '80+',
        timeToMarket: '40% Faster',
        costReduction: '14%',
      },
      projects: [
        {
          title: 'Fleet Tracking Dashboard',
          description: 'Live tracking and route optimisation for a regional carrier.',
          imageUrl: '/assets/portfolio/fleet-tracking-dashboard/card.webp',
          imageAlt: "A live map of the fleet with a truck's next drop, arrival time and speed",
          technologies: ['React', 'Python', 'AWS', 'Docker', 'Mapbox', 'PostgreSQL', 'OR-Tools'],
          achievements: ['Fuel costs down 14% in six months', 'Same-day invoicing'],
        },
        {
          title: 'Customs Paperwork Bot',
          description: 'Customs declarations generated from shipment data.',
          imageUrl: '/assets/stories/customs-paperwork-bot.webp',
          imageAlt:
            'An import declaration drafted from the invoice, packing list and bill of lading, its HS codes checked',
          technologies: ['Python', 'n8n', 'OpenAI'],
          achievements: ['Declarations in minutes', 'Errors down 90%'],
        },
      ],
    },
  },
  'community-public-services': {
    overview: {
      detailedDescription:
        'Non-profits and public bodies serve many people with small teams and strict accessibility rules. We build accessible citizen portals, case management and service automation that cut waiting times and give staff their time back.',
      keyStats: keyStats(
        'public-sector and non-profit',
        'Lower cost per case after moving requests online.',
      ),
      marketTrends: [
        'Digital-first public services',
        'Accessibility regulation (WCAG 2.2)',
        'Transparent reporting to funders and citizens',
      ],
    },
    challengesSolutions: {
      approachDescription: 'Accessible by default and tested with real residents.',
      challenges: [
        {
          title: 'Queues and Phone Lines',
          description: 'Residents wait days for simple requests.',
          iconClass: 'clock',
          impactPoints: ['Frustrated citizens', 'Overloaded staff'],
        },
        {
          title: 'Paper Case Files',
          description: 'Cases tracked in folders and spreadsheets.',
          iconClass: 'document',
          impactPoints: ['Lost cases', 'No reporting'],
        },
        {
          title: 'Accessibility Gaps',
          description: 'Services that exclude people with disabilities.',
          iconClass: 'users',
          impactPoints: ['Legal risk', 'Unequal access'],
        },
      ],
      solutions: [
        {
          title: 'Citizen Portal',
          description: 'Requests, payments and status online, in plain language.',
          iconClass: 'globe',
          benefits: ['24/7 access', 'WCAG 2.2 AA', 'Status updates by SMS'],
          isFeatured: true,
        },
        {
          title: 'Case Management',
          description: 'Every case tracked with owners, deadlines and history.',
          iconClass: 'layers',
          benefits: ['Nothing lost', 'Funder reports in a click'],
          isFeatured: false,
        },
      ],
    },
    services: {
      sectionTitle: 'Services for the Public Sector',
      sectionDescription: 'For councils, agencies and non-profits.',
      serviceCategories: [
        {
          categoryName: 'Digital Services',
          categoryDescription: 'Services residents can use without help.',
          iconClass: 'globe',
          services: [
            {
              name: 'Accessible Portals',
              description: 'Forms, payments and bookings that meet WCAG 2.2 AA.',
              features: [
                'Plain-language forms',
                'Screen-reader tested',
                'Multilingual',
                'Save and resume',
              ],
              iconClass: 'globe',
              isPopular: true,
            },
            {
              name: 'Case Management',
              description: 'Casework tracked from request to resolution.',
              features: ['Assignment rules', 'Deadlines and escalation', 'Audit history'],
              iconClass: 'layers',
              isPopular: false,
            },
          ],
        },
      ],
    },
    technologies: {
      ...techSection('public-sector'),
      categories: [
        {
          categoryName: 'Applications',
          technologies: [
            { name: 'Next.js', description: 'Accessible portals' },
            { name: 'Directus', description: 'Editable content' },
          ],
        },
        {
          categoryName: 'Quality',
          technologies: [
            { name: 'axe-core', description: 'Automated accessibility checks' },
            { name: 'Playwright', description: 'End-to-end tests' },
          ],
        },
      ],
    },
    successStories: {
      ...storiesSection('public-sector'),
      metrics: {
        clientsSatisfied: '20+',
        projectsCompleted: '45+',
        timeToMarket: '30% Faster',
        costReduction: '40%',
      },
      projects: [
        {
          title: 'Resident Services Portal',
          description: 'Online requests and payments for a municipality.',
          imageUrl: '/assets/stories/resident-services-portal.webp',
          imageAlt: "A resident paying a home renovation permit fee in the city's online portal",
          technologies: ['Next.js', 'Directus', 'PostgreSQL', 'Stripe', 'axe-core', 'Playwright'],
          achievements: ['Phone calls down 45%', 'WCAG 2.2 AA certified'],
        },
      ],
    },
  },
  'manufacturing-3d-printing': {
    overview: {
      detailedDescription:
        'Manufacturers and print bureaus lose margin between the quote and the shop floor. We automate quoting from CAD files, schedule production from real machine capacity and bring quality data into one dashboard that both the floor and the front office trust.',
      keyStats: keyStats('manufacturing', 'Lower quoting and scheduling overhead per order.'),
      marketTrends: [
        'Instant online quoting for custom parts',
        'Connected machines and live OEE',
        'Short-run, on-demand production',
      ],
    },
    challengesSolutions: {
      approachDescription:
        'We connect the office to the floor, starting with the data you already have.',
      challenges: [
        {
          title: 'Slow Quotes',
          description: 'Engineers price each CAD file by hand.',
          iconClass: 'clock',
          impactPoints: ['Lost deals', 'Engineers off the floor'],
        },
        {
          title: 'Guesswork Scheduling',
          description: 'Production planned on whiteboards.',
          iconClass: 'calendar',
          impactPoints: ['Idle machines', 'Late orders'],
        },
        {
          title: 'Quality Blind Spots',
          description: 'Defects discovered at final inspection.',
          iconClass: 'search',
          impactPoints: ['Scrap and rework'],
        },
      ],
      solutions: [
        {
          title: 'Instant Quoting',
          description: 'Prices computed from geometry, material and machine time.',
          iconClass: 'zap',
          benefits: ['Quotes in seconds', 'Consistent margins', 'Orders straight to the queue'],
          isFeatured: true,
        },
        {
          title: 'Production Scheduling',
          description: 'Jobs scheduled against real capacity.',
          iconClass: 'calendar',
          benefits: ['Higher utilisation', 'Reliable dates'],
          isFeatured: false,
        },
        {
          title: 'Quality Analytics',
          description: 'Defects traced to machines, materials and shifts.',
          iconClass: 'bar-chart',
          benefits: ['Less scrap', 'Root causes found faster'],
          isFeatured: false,
        },
      ],
    },
    services: {
      sectionTitle: 'Services for Manufacturing',
      sectionDescription: 'For factories, job shops and 3D print bureaus.',
      serviceCategories: [
        {
          categoryName: 'Sales and Quoting',
          categoryDescription: 'Win more orders, faster.',
          iconClass: 'cart',
          services: [
            {
              name: 'Quote Automation',
              description: 'Upload a CAD file, get a price and order online.',
              features: [
                'STL and STEP analysis',
                'Material pricing rules',
                'Online checkout',
                'CRM sync',
              ],
              iconClass: 'zap',
              isPopular: true,
            },
          ],
        },
        {
          categoryName: 'Shop Floor',
          categoryDescription: 'Plan and measure production.',
          iconClass: 'printer',
          services: [
            {
              name: 'Scheduling and MES',
              description: 'Job queues, machine status and traveller sheets.',
              features: ['Capacity planning', 'Machine status', 'Digital travellers'],
              iconClass: 'cog',
              isPopular: false,
            },
            {
              name: 'Quality Dashboards',
              description: 'Inspection data in one place.',
              features: ['Defect tracking', 'SPC charts', 'Supplier scorecards'],
              iconClass: 'bar-chart',
              isPopular: false,
            },
          ],
        },
      ],
    },
    technologies: {
      ...techSection('manufacturing'),
      categories: [
        {
          categoryName: 'Engineering',
          technologies: [
            { name: 'Open CASCADE', description: 'CAD geometry analysis' },
            { name: 'Python', description: 'Pricing models' },
          ],
        },
        {
          categoryName: 'Connectivity',
          technologies: [
            { name: 'MQTT', description: 'Machine telemetry' },
            { name: 'OPC UA', description: 'Industrial integration' },
          ],
        },
        {
          categoryName: 'Data',
          technologies: [
            { name: 'TimescaleDB', description: 'Sensor time series' },
            { name: 'Grafana', description: 'Floor dashboards' },
          ],
        },
      ],
    },
    successStories: {
      ...storiesSection('manufacturing'),
      metrics: {
        clientsSatisfied: '25+',
        projectsCompleted: '60+',
        timeToMarket: '50% Faster',
        costReduction: '40%',
      },
      projects: [
        {
          title: 'Instant Quote Engine',
          description: 'Online quoting for a 3D printing bureau.',
          imageUrl: '/assets/stories/instant-quote-engine.webp',
          imageAlt: 'A 3D part priced in 10 seconds by material and quantity, ready to order',
          technologies: ['Python', 'Open CASCADE', 'Next.js', 'Stripe', 'PostgreSQL', 'AWS'],
          achievements: ['Quotes in 10 seconds instead of 2 days', 'Online orders tripled'],
        },
      ],
    },
  },
  'construction-real-estate': {
    overview: {
      detailedDescription:
        'Developers and contractors run on leads, documents and schedules. We build lead-to-contract CRMs, property portals and project tracking that shorten sales cycles and keep every site on schedule and on budget.',
      keyStats: keyStats(
        'construction and real estate',
        'Lower cost per sale after lead and document automation.',
      ),
      marketTrends: [
        'Buyers research and reserve units online',
        'Digital site reporting with photos',
        'Automated contracts and e-signatures',
      ],
    },
    challengesSolutions: {
      approachDescription: 'We follow a lead from first enquiry to handover.',
      challenges: [
        {
          title: 'Leaky Sales Pipeline',
          description: 'Portal and ad leads followed up late or never.',
          iconClass: 'target',
          impactPoints: ['Lost buyers', 'Wasted ad spend'],
        },
        {
          title: 'Contract Paperwork',
          description: 'Reservation forms and contracts assembled by hand.',
          iconClass: 'document',
          impactPoints: ['Slow closing', 'Errors'],
        },
        {
          title: 'Site Reporting',
          description: 'Progress reported by phone and spreadsheets.',
          iconClass: 'building',
          impactPoints: ['Delays spotted late'],
        },
      ],
      solutions: [
        {
          title: 'Sales CRM',
          description: 'Every lead scored and followed up automatically.',
          iconClass: 'target',
          benefits: ['Replies in minutes', 'WhatsApp follow-ups', 'Pipeline by project'],
          isFeatured: true,
        },
        {
          title: 'Contract Automation',
          description: 'Contracts generated from templates and e-signed.',
          iconClass: 'document',
          benefits: ['Closing weeks faster'],
          isFeatured: false,
        },
        {
          title: 'Site Tracking',
          description: 'Daily photo reports and schedule variance.',
          iconClass: 'building',
          benefits: ['Delays flagged early', 'Owner updates'],
          isFeatured: false,
        },
      ],
    },
    services: {
      sectionTitle: 'Services for Construction and Real Estate',
      sectionDescription: 'For developers, brokers and contractors.',
      serviceCategories: [
        {
          categoryName: 'Sales',
          categoryDescription: 'Sell units faster.',
          iconClass: 'target',
          services: [
            {
              name: 'Real Estate CRM',
              description: 'Leads, viewings and reservations in one pipeline.',
              features: [
                'Portal lead capture',
                'Lead scoring',
                'Viewing scheduler',
                'Unit availability',
              ],
              iconClass: 'target',
              isPopular: true,
            },
            {
              name: 'Property Portals',
              description: 'Listings with floor plans, availability and reservations.',
              features: ['Interactive floor plans', 'Online reservation', 'Multilingual'],
              iconClass: 'building',
              isPopular: false,
            },
          ],
        },
        {
          categoryName: 'Delivery',
          categoryDescription: 'Keep sites on schedule.',
          iconClass: 'wrench',
          services: [
            {
              name: 'Project Tracking',
              description: 'Schedules, daily reports and snag lists.',
              features: ['Photo reports', 'Schedule variance', 'Snag lists'],
              iconClass: 'calendar',
              isPopular: false,
            },
          ],
        },
      ],
    },
    technologies: {
      ...techSection('real estate'),
      categories: [
        {
          categoryName: 'Sales',
          technologies: [
            { name: 'HubSpot', description: 'CRM and marketing' },
            { name: 'Zapier', description: 'Lead routing' },
          ],
        },
        {
          categoryName: 'Applications',
          technologies: [
            { name: 'React', description: 'Portals and dashboards' },
            { name: 'Node.js', description: 'APIs and integrations' },
          ],
        },
        {
          categoryName: 'Documents',
          technologies: [
            { name: 'DocuSign', description: 'E-signatures' },
            { name: 'PostgreSQL', description: 'Contracts and units' },
          ],
        },
      ],
    },
    successStories: {
      ...storiesSection('real estate'),
      metrics: {
        clientsSatisfied: '30+',
        projectsCompleted: '75+',
        timeToMarket: '40% Faster',
        costReduction: '30%',
      },
      projects: [
        {
          title: 'Property Sales CRM',
          description: 'Lead-to-contract CRM for a real estate developer.',
          imageUrl: '/assets/portfolio/property-sales-crm/card.webp',
          imageAlt: 'The property sales pipeline by stage, each lead with an AI score',
          technologies: ['React', 'Node.js', 'Zapier', 'PostgreSQL', 'DocuSign', 'WhatsApp API'],
          achievements: ['Sales cycle three weeks shorter', 'Every lead answered within 5 minutes'],
        },
      ],
    },
  },
};

/** Full records for the eight fallback industries, in the card list's order. */
export const fallbackIndustryDetails: IndustryDetail[] = fallbackIndustries.map((card) => ({
  id: card.id,
  title: card.title,
  slug: card.slug,
  shortDescription: card.shortDescription,
  heroBannerUrl: `/assets/industries/${card.slug}.webp`,
  iconPath: card.iconPath,
  ...bodies[card.slug],
}));
