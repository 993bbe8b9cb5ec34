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
          imageUrl: '/assets/portfolio/e-commerce-revolution-platform/storefront.webp',
          caption: 'Storefront home page with AI recommendations',
          altText:
            'Rimal storefront in a browser: the Ramadan Edit banner, AI-picked products priced in AED, and cards showing a 0.8 s mobile load and +38% conversion.',
        },
        {
          imageUrl: '/assets/portfolio/e-commerce-revolution-platform/mobile-product.webp',
          caption: 'Mobile product page and bag with Stripe checkout',
          altText:
            "Two phones: a Noora linen kaftan page with AI 'complete the look' picks, and a bag paid by card for AED 515, routed for same-day dispatch.",
        },
        {
          imageUrl: '/assets/portfolio/e-commerce-revolution-platform/catalogue.webp',
          caption: 'Unified catalogue with live stock per warehouse',
          altText:
            "Catalogue admin listing four brands' products with AED prices, channels (web, Noon, Amazon.ae) and live stock in Dubai, Abu Dhabi and Sharjah.",
        },
        {
          imageUrl: '/assets/portfolio/e-commerce-revolution-platform/order-routing.webp',
          caption: 'Order routing workflow to three warehouses',
          altText:
            "Workflow from Stripe payment through stock reservation to the nearest of three warehouses, beside today's routed orders and zero overselling since launch.",
        },
        {
          imageUrl: '/assets/portfolio/e-commerce-revolution-platform/abandoned-cart.webp',
          caption: 'Abandoned-cart flow and personal recovery e-mail',
          altText:
            'Abandoned-cart automation with e-mail and WhatsApp steps and a 23% recovery rate, beside a phone showing the personal e-mail with two AI picks.',
        },
        {
          imageUrl: '/assets/portfolio/e-commerce-revolution-platform/results.webp',
          caption: 'First quarter: +38% conversion and 0.8 s mobile loads',
          altText:
            'Overview dashboard: conversion up 38% to 3.3%, median mobile load 0.8 s down from 5.2 s, no overselling or re-typed orders, and orders by brand.',
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
          imageUrl: '/assets/portfolio/fintech-mobile/home.webp',
          caption: 'Home screen with balance, insights and push receipts',
          altText:
            'Two phones: the home screen with a SAR 18,420.75 balance, November spending and a live feed, and a lock screen of push receipts; 4.8 rating, 120K users.',
        },
        {
          imageUrl: '/assets/portfolio/fintech-mobile/instant-transfer.webp',
          caption: 'Instant transfer confirmed in three seconds',
          altText:
            'Send-money screen for SAR 1,250 to a saved contact, approved with Face ID, and the confirmation with live status steps; a push receipt shows it arrived.',
        },
        {
          imageUrl: '/assets/portfolio/fintech-mobile/spending-insights.webp',
          caption: 'AI-categorised spending insights and budgets',
          altText:
            'Insights screen with a donut of November spending by category and a monthly trend, beside budgets per category and an unusual-spend alert.',
        },
        {
          imageUrl: '/assets/portfolio/fintech-mobile/biometric-sign-in.webp',
          caption: 'Face ID and fingerprint sign-in on iOS and Android',
          altText:
            'An iPhone signing in with Face ID and an Android phone asking for a fingerprint, beside cards on device keys and a central bank review passed first time.',
        },
        {
          imageUrl: '/assets/portfolio/fintech-mobile/automated-kyc.webp',
          caption: 'Automated KYC: verified in minutes, with an audit trail',
          altText:
            'Compliance console with automatic document, selfie and screening checks and an audit trail, beside a phone showing the applicant verified in under 4 minutes.',
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
    gallery: {
      images: [
        {
          imageUrl: '/assets/portfolio/smart-guest-messaging/concierge-inbox.webp',
          caption: 'Concierge inbox: an answer cited from the house manual',
          altText:
            'Concierge inbox with guest chats; the AI answers a Wi-Fi and parking question in 6 seconds, citing the house manual. 80% of messages are answered instantly.',
        },
        {
          imageUrl: '/assets/portfolio/smart-guest-messaging/house-manual.webp',
          caption: "A unit's house manual, the source of every answer",
          altText:
            'House manual for Marina Gate 2, 1804, with Wi-Fi, parking and check-in sections, and a test panel where the concierge answers a pool question with its source.',
        },
        {
          imageUrl: '/assets/portfolio/smart-guest-messaging/automatic-check-in.webp',
          caption: 'Check-in details sent automatically on arrival day',
          altText:
            "Today's arrivals, every check-in message sent at 14:00, beside a phone showing a guest's door code, parking bay, Wi-Fi and a map.",
        },
        {
          imageUrl: '/assets/portfolio/smart-guest-messaging/arabic-and-russian.webp',
          caption: "Replies in the guest's language: Arabic and Russian",
          altText:
            'Two phones where the concierge answers guests in Arabic and in Russian, beside the share of messages in English, Arabic and Russian.',
        },
        {
          imageUrl: '/assets/portfolio/smart-guest-messaging/staff-escalation.webp',
          caption: 'An emergency escalated to the on-call staff member',
          altText:
            'Escalation queue with a water leak at Rimal 3, JBR: an AI summary, the full conversation, actions for staff and a priority alert to the night shift.',
        },
        {
          imageUrl: '/assets/portfolio/smart-guest-messaging/insights.webp',
          caption: 'Insights: 80% answered without staff, reviews at 4.9',
          altText:
            'Insights for 312 units: 80% of messages answered without staff, a 9-second median reply, reviews up from 4.6 to 4.9, and what guests ask most.',
        },
      ],
    },
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
          imageUrl: '/assets/portfolio/clinic-booking-automation/booking-portal.webp',
          caption: 'Booking portal: pick a clinician and a time slot',
          altText:
            'Patient booking portal for the Gulberg clinic in Lahore: three clinicians, a day strip and free slots, with 10:40 am on Tuesday 15 April selected.',
        },
        {
          imageUrl: '/assets/portfolio/clinic-booking-automation/whatsapp-and-sms-reminders.webp',
          caption: 'WhatsApp and SMS reminders with one-tap confirm',
          altText:
            'A WhatsApp reminder confirmed in one tap and an SMS reminder answered with 2 to reschedule, beside the reminder schedule and no-shows down 52%.',
        },
        {
          imageUrl: '/assets/portfolio/clinic-booking-automation/digital-intake-form.webp',
          caption: 'Intake form filled at home, filed to the record',
          altText:
            "A phone showing step 2 of the intake form (reason for visit, allergies, medicines) beside the patient's record, where the answers arrive structured.",
        },
        {
          imageUrl: '/assets/portfolio/clinic-booking-automation/staff-dashboard.webp',
          caption: "Staff dashboard with the day's capacity by clinic",
          altText:
            "Staff dashboard for 15 April: 412 appointments, 89% confirmed, capacity for the four clinics, the next patients' status and front-desk calls down 33%.",
        },
        {
          imageUrl: '/assets/portfolio/clinic-booking-automation/reminder-flow.webp',
          caption: 'The reminder flow: WhatsApp, SMS fallback, staff call',
          altText:
            'Automation in Make: 24 hours before the visit a WhatsApp reminder goes out, SMS is the fallback, and only 41 of 2,914 bookings needed a call.',
        },
        {
          imageUrl: '/assets/portfolio/clinic-booking-automation/results-report.webp',
          caption: 'Results: no-shows down 52%, front-desk calls down 33%',
          altText:
            'Report: the monthly no-show rate falls from 19.0% with phone booking to 9.1% with the portal, and weekly front-desk calls from 1,260 to 840.',
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
    gallery: {
      images: [
        {
          imageUrl: '/assets/portfolio/fleet-tracking-dashboard/live-map.webp',
          caption: "Dispatcher's live map of all 80 vehicles with ETAs",
          altText:
            "Dispatch dashboard with a live map of Dubai, trucks marked by status, the selected truck's next drop and ETA, and a tracking-link notice.",
        },
        {
          imageUrl: '/assets/portfolio/fleet-tracking-dashboard/route-plan.webp',
          caption: "Routes optimised overnight from the next day's orders",
          altText:
            "Day's route plan optimised overnight: coloured routes from the Jebel Ali depot on a map, beside a table of routes, vehicles, drivers and stops.",
        },
        {
          imageUrl: '/assets/portfolio/fleet-tracking-dashboard/proof-of-delivery.webp',
          caption: "Driver app's proof of delivery creating the invoice",
          altText:
            "Driver app with a delivery photo and the recipient's signature, beside the invoicing screen where the invoice appears as soon as delivery is confirmed.",
        },
        {
          imageUrl: '/assets/portfolio/fleet-tracking-dashboard/fleet-report.webp',
          caption: 'Fleet report: fuel cost down 14% in six months',
          altText:
            'Fleet performance report: monthly fuel spend falling once routes were optimised overnight, fuel cost down 14%, same-day invoicing, 80 vehicles tracked.',
        },
      ],
    },
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
    gallery: {
      images: [
        {
          imageUrl: '/assets/portfolio/ai-tutor-for-schools/tutor-session.webp',
          caption: 'Step-by-step hints that never give the answer away',
          altText:
            'Homework session in English: the AI tutor guides a Grade 8 student through solving 3x + 7 = 22 with hints, without revealing the answer.',
        },
        {
          imageUrl: '/assets/portfolio/ai-tutor-for-schools/arabic-session.webp',
          caption: 'The tutor in Arabic, with a summary for the teacher',
          altText:
            "Phone with an Arabic science session on photosynthesis beside the teacher's summary of what the student understood and still needs to practise.",
        },
        {
          imageUrl: '/assets/portfolio/ai-tutor-for-schools/teacher-dashboard.webp',
          caption: 'Teacher dashboard: where each student struggles',
          altText:
            'Class dashboard showing homework completion up 27%, a topic mastery grid for each student and a suggested review for five students stuck on one topic.',
        },
        {
          imageUrl: '/assets/portfolio/ai-tutor-for-schools/safety-filters.webp',
          caption: 'Safety filters and curriculum rules for every session',
          altText:
            'Admin settings with curriculum grounding, hints only, age and topic filters switched on, blocked topics, and 9,000 weekly sessions across three campuses.',
        },
      ],
    },
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
    gallery: {
      images: [
        {
          imageUrl: '/assets/portfolio/property-sales-crm/pipeline.webp',
          caption: 'One pipeline for portal, ad and walk-in leads, scored',
          altText:
            'Sales pipeline board with leads from portals, ads and walk-ins, each card showing the unit of interest, the budget and an automatic lead score.',
        },
        {
          imageUrl: '/assets/portfolio/property-sales-crm/lead-profile.webp',
          caption: 'Lead score from budget, unit interest and engagement',
          altText:
            'Lead profile with a score of 92 broken down by budget, unit interest and engagement, and a timeline of automatic WhatsApp and e-mail follow-ups.',
        },
        {
          imageUrl: '/assets/portfolio/property-sales-crm/follow-ups.webp',
          caption: 'E-mail and WhatsApp follow-up sequence per project',
          altText:
            'Follow-up sequence for one project beside a phone where the lead receives floor plans on WhatsApp a minute after enquiring and books a viewing.',
        },
        {
          imageUrl: '/assets/portfolio/property-sales-crm/contract.webp',
          caption: 'Contract generated from a template in one click',
          altText:
            "Contract screen with the deal's details filled into a sale and purchase agreement template, a preview of the document and a button to send it for e-signature.",
        },
      ],
    },
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
