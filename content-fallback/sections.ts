/** Section sets reused by service pages. */
import type { ServiceShowcaseRecord } from '@/lib/content/types';

export const productDevelopmentShowcase: ServiceShowcaseRecord = {
  id: 'product-development',
  section: {
    heading: 'Product Development Services',
    highlightedText: 'Product Development',
    description:
      'From the first idea to a product that scales: one team for strategy, engineering and quality.',
  },
  items: [
    {
      itemNumber: 1,
      mainTitle: 'MVP Development',
      secondaryTitle: 'Launch in weeks, not months',
      shortDescription:
        'We turn your idea into a working minimum viable product with the features that prove value first. Rapid prototyping, user testing and AI-assisted development get a real product into the hands of early customers in two to six weeks, ready to iterate on feedback.',
      icon: 'product-development',
    },
    {
      itemNumber: 2,
      mainTitle: 'Full-Stack Development',
      secondaryTitle: 'Web, mobile and cloud',
      shortDescription:
        'Modern front ends, robust APIs and cloud infrastructure built by one accountable team. We write typed, tested code with automated deployments, so your product stays fast, secure and easy to extend as your user base grows.',
      icon: 'web-mobile-dev',
    },
    {
      itemNumber: 3,
      mainTitle: 'Product Strategy',
      secondaryTitle: 'Build the right thing',
      shortDescription:
        'Discovery workshops, market and competitor research, and a prioritised roadmap tied to business outcomes. We help you decide what to build, what to buy and what to skip, and we measure every release against the goals you set.',
      icon: 'ai-development',
    },
    {
      itemNumber: 4,
      mainTitle: 'Quality Assurance',
      secondaryTitle: 'Ship with confidence',
      shortDescription:
        'Automated end-to-end, integration and accessibility testing wired into every release. Performance budgets and monitoring catch regressions before your customers do, so each launch is a non-event.',
      icon: 'devops-services',
    },
  ],
};

export const noCodeAutomationShowcase: ServiceShowcaseRecord = {
  id: 'no-code-automation',
  section: {
    heading: 'No-Code Automation Services',
    highlightedText: 'No-Code Automation',
    description:
      'Automations on Zapier, Make, n8n and Power Automate that your team can own and extend.',
  },
  items: [
    {
      itemNumber: 1,
      mainTitle: 'Workflow Automation',
      secondaryTitle: 'Hands-free operations',
      shortDescription:
        'Approvals, onboarding, invoicing and reporting flows that run on their own across the tools you already use. We map the process, remove the manual steps and document every automation so your team can adjust it without a developer.',
      icon: 'automation',
    },
    {
      itemNumber: 2,
      mainTitle: 'Integration Solutions',
      secondaryTitle: 'Every system in sync',
      shortDescription:
        'CRM, ERP, e-commerce, accounting and support tools connected so data is entered once and flows everywhere. Error handling, retries and alerts keep integrations reliable when an upstream service hiccups.',
      icon: 'business-automation',
    },
    {
      itemNumber: 3,
      mainTitle: 'Data Automation',
      secondaryTitle: 'Reports that build themselves',
      shortDescription:
        'Scheduled data collection, cleaning and enrichment feeding live dashboards. Stop exporting spreadsheets: decisions get made on numbers that are current, consistent and traceable to their source.',
      icon: 'cloud-services',
    },
    {
      itemNumber: 4,
      mainTitle: 'Customer Journey Automation',
      secondaryTitle: 'Personal at scale',
      shortDescription:
        'Lead capture, nurturing, booking reminders and follow-ups triggered by what each customer actually does. Every contact gets a timely, relevant message while your team focuses on the conversations that close deals.',
      icon: 'automated-social-media',
    },
  ],
};
