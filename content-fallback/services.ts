import type { Service } from '@/lib/content/types';

/**
 * The ten services. Always merged into the CMS list when missing there, so every
 * /services/{slug} route exists even with an empty CMS. business-automation and ai-development lead.
 */
export const fallbackServices: Service[] = [
  {
    id: 'business-automation',
    title: 'Business Automation',
    slug: 'business-automation',
    shortDescription:
      'Put repetitive work on auto-pilot: we connect your CRM, inbox, spreadsheets and ERP so leads, orders and reports move on their own.',
    fullDescription:
      'Most teams lose a day a week to copy-paste work between tools. We map your workflows, find the steps a machine should own, and build reliable automations with n8n, Make, Zapier and custom code. Every flow is documented, monitored and handed over with alerts, so nothing breaks silently when an API changes.',
    bannerPath: '/assets/services/business-automation.webp',
    icon: '/assets/services/icons/business-automation.svg',
    featured: true,
    order: 1,
  },
  {
    id: 'ai-development',
    title: 'AI Development',
    slug: 'ai-development',
    shortDescription:
      'Custom AI agents, chatbots and document intelligence built on your data, with the guardrails a real business needs.',
    fullDescription:
      'We build AI that does a job, not a demo: support agents that resolve tickets, assistants that draft proposals from your past work, and pipelines that read invoices, contracts and forms. We pick the right model for cost and accuracy, ground it in your data with retrieval, evaluate it against real cases and ship it with monitoring and human review where it matters.',
    bannerPath: '/assets/services/ai-development.webp',
    icon: '/assets/services/icons/ai-development.svg',
    featured: true,
    order: 2,
  },
  {
    id: 'product-development',
    title: 'Product Development',
    slug: 'product-development',
    shortDescription:
      'From idea to launched product: discovery, design, engineering and growth under one accountable team.',
    fullDescription:
      'We take products from a whiteboard sketch to paying users. A short discovery sprint turns your idea into a scoped roadmap; a cross-functional squad then designs, builds and ships in two-week increments you can see and test. After launch we stay on to measure, iterate and scale.',
    bannerPath: '/assets/services/product-development.webp',
    icon: '/assets/services/icons/product-development.svg',
    featured: true,
    order: 3,
  },
  {
    id: 'ai-apps-integrations',
    title: 'AI Apps & Integrations',
    slug: 'ai-apps-integrations',
    shortDescription:
      'Add AI features to the software you already run: smart search, summaries, classification and copilots inside your apps.',
    fullDescription:
      'You do not need a new platform to benefit from AI. We integrate large language models, vision and speech APIs into your existing web apps, CRMs and internal tools, with secure data handling, usage limits and cost tracking built in from day one.',
    bannerPath: '/assets/services/ai-apps-integrations.webp',
    icon: '/assets/services/icons/ai-apps-integrations.svg',
    featured: false,
    order: 4,
  },
  {
    id: 'automation',
    title: 'Automation',
    slug: 'automation',
    shortDescription:
      'Workflow, data and test automation that removes manual steps across sales, operations and engineering.',
    fullDescription:
      'From syncing data between systems to automated QA suites and scheduled reporting, we automate the work that slows your team down. We start with a free health check that shows where hours are lost, then deliver automations in small, measurable steps.',
    bannerPath: '/assets/services/automation.webp',
    icon: '/assets/services/icons/automation.svg',
    featured: false,
    order: 5,
  },
  {
    id: 'cloud-services',
    title: 'Cloud Services',
    slug: 'cloud-services',
    shortDescription:
      'Cloud architecture, migration and cost optimisation on AWS, Azure and Google Cloud.',
    fullDescription:
      'We design cloud setups that are secure, observable and sized for your real traffic. Whether you are moving off a single server or untangling an overgrown AWS account, we plan the migration, automate the infrastructure as code and cut waste, often lowering monthly bills by a third.',
    bannerPath: '/assets/services/cloud-services.webp',
    icon: '/assets/services/icons/cloud-services.svg',
    featured: false,
    order: 6,
  },
  {
    id: 'devops-services',
    title: 'DevOps Services',
    slug: 'devops-services',
    shortDescription:
      'CI/CD pipelines, containers and monitoring so your team ships daily without fear.',
    fullDescription:
      'We set up the delivery pipeline your developers deserve: automated builds and tests, preview environments, Docker and Kubernetes where they pay off, and dashboards and alerts that catch problems before customers do. Releases become routine instead of events.',
    bannerPath: '/assets/services/devops-services.webp',
    icon: '/assets/services/icons/devops-services.svg',
    featured: false,
    order: 7,
  },
  {
    id: 'web-mobile-dev',
    title: 'Web & Mobile Development',
    slug: 'web-mobile-dev',
    shortDescription:
      'Fast, accessible websites, web apps and native-quality mobile apps for iOS and Android.',
    fullDescription:
      'We build with Next.js, React Native and Flutter to deliver products that load fast, rank well and feel native on every device. Clean architecture and automated tests keep them easy to extend long after launch.',
    bannerPath: '/assets/services/web-mobile-dev.webp',
    icon: '/assets/services/icons/web-mobile-dev.svg',
    featured: true,
    order: 8,
  },
  {
    id: 'ui-ux-design',
    title: 'UI/UX Design',
    slug: 'ui-ux-design',
    shortDescription:
      'Research-led product design: user flows, wireframes, design systems and prototypes users love.',
    fullDescription:
      'Good design removes friction and earns trust. Our designers interview your users, map their journeys and turn the findings into clear interfaces and reusable design systems, validated with clickable prototypes before a line of code is written.',
    bannerPath: '/assets/services/ui-ux-design.webp',
    icon: '/assets/services/icons/ui-ux-design.svg',
    featured: false,
    order: 9,
  },
  {
    id: 'automated-social-media',
    title: 'Automated Social Media',
    slug: 'automated-social-media',
    shortDescription:
      'AI-assisted content calendars, scheduling and reporting across Facebook, Instagram, LinkedIn, X and YouTube.',
    fullDescription:
      'Stay consistent on social without a full-time team. We set up AI-assisted content generation in your brand voice, approval workflows, automatic scheduling across platforms and weekly performance reports, so you only review and approve.',
    bannerPath: '/assets/services/automated-social-media.webp',
    icon: '/assets/services/icons/automated-social-media.svg',
    featured: false,
    order: 10,
  },
];
