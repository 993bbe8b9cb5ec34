/**
 * Choices offered by the Get Started wizard and the 3-step lead modal (spec 01 §2, §3).
 * Values are the stable ids the schemas accept and the webhooks carry; labels are what visitors read.
 * The lead modal's challenges and use cases are the visitor's own words for the CRM, so their
 * label is also their value.
 */
import type { LeadPageContext } from '@/lib/dialogs';

export interface ChoiceOption<Value extends string = string> {
  value: Value;
  label: string;
  /** Short second line on the card. */
  hint?: string;
}

/* ---------------------------------- Wizard ---------------------------------- */

export const WIZARD_SERVICE_OPTIONS = [
  {
    value: 'ai-development',
    label: 'AI Development',
    hint: 'Custom AI apps, agents and integrations',
  },
  {
    value: 'ai-automations',
    label: 'AI-Powered Automations',
    hint: 'Workflows that run themselves',
  },
  { value: 'web-development', label: 'Web Development', hint: 'Sites, portals and web apps' },
  { value: 'mobile-apps', label: 'Mobile Apps', hint: 'iOS and Android' },
  { value: 'cloud-solutions', label: 'Cloud Solutions', hint: 'Cloud setup, DevOps and scaling' },
  { value: 'tech-consulting', label: 'Tech Consulting', hint: 'Architecture and strategy advice' },
] as const satisfies readonly ChoiceOption[];

export const WIZARD_COMPANY_SIZE_OPTIONS = [
  { value: 'startup', label: '1-10', hint: 'employees' },
  { value: 'small', label: '11-50', hint: 'employees' },
  { value: 'medium', label: '51-200', hint: 'employees' },
  { value: 'large', label: '200+', hint: 'employees' },
] as const satisfies readonly ChoiceOption[];

export const WIZARD_TIMELINE_OPTIONS = [
  { value: 'asap', label: 'ASAP', hint: 'Within 2 weeks' },
  { value: '1month', label: 'Soon', hint: 'Within a month' },
  { value: '3months', label: 'Planning', hint: 'Next quarter' },
] as const satisfies readonly ChoiceOption[];

export const WIZARD_GOAL_OPTIONS = [
  { value: 'efficiency', label: 'Increase Efficiency' },
  { value: 'scale', label: 'Scale Operations' },
  { value: 'innovation', label: 'Digital Innovation' },
  { value: 'cost', label: 'Reduce Costs' },
  { value: 'experience', label: 'Better Experience' },
  { value: 'data', label: 'Data Insights' },
] as const satisfies readonly ChoiceOption[];

export const WIZARD_COPY = {
  title: "Let's Build Something Great",
  steps: [
    { heading: 'What can we help you with?', description: 'Choose every service that fits.' },
    {
      heading: 'Tell us about your company',
      description: 'Company size and when you want to start.',
    },
    { heading: "What's your main goal?", description: 'Pick the outcome that matters most.' },
    { heading: 'How can we reach you?', description: 'Book a call or message us on WhatsApp.' },
  ],
  companySizeLegend: 'Company size',
  timelineLegend: 'When do you want to start?',
  back: 'Back',
  continue: 'Continue →',
  schedule: 'Schedule Meeting',
  scheduleBusy: 'Processing...',
  whatsapp: 'WhatsApp Us',
  close: 'Close',
  nameLabel: 'Your Name',
  emailLabel: 'Email',
  companyLabel: 'Company',
  failure: "We couldn't save your details. Please try again.",
  retry: 'Try again',
} as const;

/* -------------------------------- Lead modal -------------------------------- */

export const LEAD_COMPANY_SIZE_OPTIONS = [
  { value: '1-50', label: '1-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201+', label: '201+ employees' },
] as const satisfies readonly ChoiceOption[];

export const LEAD_INDUSTRY_OPTIONS = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'finance', label: 'Finance' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'tech', label: 'Tech' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly ChoiceOption[];

export const LEAD_TIMELINE_OPTIONS = [
  { value: 'asap', label: 'ASAP (Within 2 weeks)' },
  { value: '1-2-months', label: '1-2 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: 'exploring', label: 'Just exploring options' },
] as const satisfies readonly ChoiceOption[];

/**
 * Budget is not listed on a modal step in the spec but is part of the modal lead and its webhook:
 * asked on step 2 as an optional choice, in ranges that match the project costs the landing
 * pages quote ($15K-$70K per build, automation audits far below).
 */
export const LEAD_BUDGET_OPTIONS = [
  { value: 'under-10k', label: 'Under $10K' },
  { value: '10k-25k', label: '$10K - $25K' },
  { value: '25k-50k', label: '$25K - $50K' },
  { value: '50k-100k', label: '$50K - $100K' },
  { value: '100k-plus', label: '$100K+' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly ChoiceOption[];

export type LeadIndustry = (typeof LEAD_INDUSTRY_OPTIONS)[number]['value'];

/** Primary goal per page context (single choice on step 3). */
export const LEAD_GOAL_OPTIONS: Record<LeadPageContext, readonly string[]> = {
  automation: [
    'Save time on repetitive manual work',
    'Reduce operational costs',
    'Scale without adding headcount',
    'Eliminate data-entry errors',
    'Connect our tools and systems',
  ],
  'ai-development': [
    'Launch a new AI-powered product',
    'Add AI features to an existing product',
    'Ship an MVP in weeks, not months',
    'Modernize a legacy system',
    'Turn our data into decisions',
  ],
};

interface IndustryNeeds {
  challenges: readonly [string, string, string, string];
  useCases: readonly [string, string, string, string];
}

/** Four challenges and four use cases per industry, different for each page context (spec 01 §2). */
export const LEAD_INDUSTRY_NEEDS: Record<LeadPageContext, Record<LeadIndustry, IndustryNeeds>> = {
  automation: {
    healthcare: {
      challenges: [
        'Manual patient intake and paperwork',
        'Appointment no-shows and scheduling gaps',
        'Slow insurance claims and billing',
        'Patient records spread across systems',
      ],
      useCases: [
        'Automated appointment reminders',
        'Digital patient onboarding forms',
        'Claims and billing workflow automation',
        'EHR and lab system sync',
      ],
    },
    ecommerce: {
      challenges: [
        'Manual order processing',
        'Inventory out of sync across channels',
        'Slow customer support replies',
        'Abandoned carts we never follow up',
      ],
      useCases: [
        'Order-to-fulfilment automation',
        'Multi-channel inventory sync',
        'Support ticket triage and auto-replies',
        'Abandoned-cart and review follow-ups',
      ],
    },
    finance: {
      challenges: [
        'Manual invoice processing',
        'Time-consuming reconciliations',
        'Compliance reporting takes days',
        'Slow client onboarding and KYC',
      ],
      useCases: [
        'Invoice capture and approval flows',
        'Automated bank reconciliation',
        'Scheduled compliance reports',
        'KYC document collection and checks',
      ],
    },
    manufacturing: {
      challenges: [
        'Production data entered by hand',
        'Purchase orders and suppliers tracked in spreadsheets',
        'Late maintenance causing downtime',
        'Quality issues found too late',
      ],
      useCases: [
        'Production monitoring dashboards',
        'Purchase-order and supplier workflows',
        'Predictive maintenance alerts',
        'Automated quality-check reporting',
      ],
    },
    tech: {
      challenges: [
        'Manual lead routing and CRM updates',
        'Customer onboarding takes too long',
        'Too many disconnected SaaS tools',
        'Repetitive internal reporting',
      ],
      useCases: [
        'Lead enrichment and CRM sync',
        'Automated customer onboarding',
        'SaaS tool integrations (n8n, Zapier, Make)',
        'Scheduled KPI reports to Slack or email',
      ],
    },
    other: {
      challenges: [
        'Too much copy-paste between tools',
        'Approvals stuck in email threads',
        'Reports assembled by hand',
        'Follow-ups fall through the cracks',
      ],
      useCases: [
        'Workflow automation between our apps',
        'Approval and sign-off flows',
        'Automated reporting',
        'Email and CRM follow-up sequences',
      ],
    },
  },
  'ai-development': {
    healthcare: {
      challenges: [
        'Clinicians spend hours on documentation',
        'Patients wait too long for answers',
        'Medical data we cannot analyse',
        'Legacy systems blocking new features',
      ],
      useCases: [
        'AI clinical note summarisation',
        'Patient-facing AI assistant',
        'Predictive analytics on patient data',
        'Telehealth or health-tracking app',
      ],
    },
    ecommerce: {
      challenges: [
        'Generic shopping experience',
        'Product catalogue content takes too long',
        'Support costs growing with sales',
        'Weak demand forecasting',
      ],
      useCases: [
        'AI product recommendations',
        'AI-generated product descriptions',
        'AI shopping and support chatbot',
        'Demand forecasting model',
      ],
    },
    finance: {
      challenges: [
        'Fraud detected too late',
        'Manual document review',
        'Risk models that are hard to update',
        'Customers expect instant answers',
      ],
      useCases: [
        'Real-time fraud detection',
        'AI document extraction and review',
        'Credit and risk scoring models',
        'AI banking assistant',
      ],
    },
    manufacturing: {
      challenges: [
        'Defects caught only at final inspection',
        'Unplanned machine downtime',
        'Production planning done by gut feeling',
        'Know-how locked in senior staff',
      ],
      useCases: [
        'Computer-vision quality inspection',
        'Predictive maintenance model',
        'AI production planning and scheduling',
        'Internal knowledge assistant for operators',
      ],
    },
    tech: {
      challenges: [
        'Roadmap moves slower than the market',
        'No AI features in our product yet',
        'Legacy codebase slows every release',
        'Small team, big backlog',
      ],
      useCases: [
        'AI-powered MVP in weeks',
        'LLM features inside our SaaS',
        'Legacy code modernization with AI',
        'AI coding workflow for our team',
      ],
    },
    other: {
      challenges: [
        'Idea needs a working product fast',
        'Data we collect but never use',
        'Customers want self-service answers',
        'Development budget is tight',
      ],
      useCases: [
        'Custom AI web application',
        'AI analytics dashboard',
        'AI chatbot trained on our content',
        'Rapid AI prototype to test the idea',
      ],
    },
  },
};

/** Page context used when the modal is opened without one (e.g. the home page call to action). */
export const DEFAULT_LEAD_PAGE_CONTEXT: LeadPageContext = 'automation';

export const LEAD_MODAL_COPY = {
  titles: {
    automation: 'Get Your FREE Automation Strategy',
    'ai-development': 'Get Your FREE AI Development Strategy',
  } satisfies Record<LeadPageContext, string>,
  steps: [
    { heading: 'Tell us about you', description: 'Step 1 of 3' },
    { heading: 'About your company', description: 'Step 2 of 3' },
    { heading: 'Your goals', description: 'Step 3 of 3' },
  ],
  nameLabel: 'Your Name',
  emailLabel: 'Business Email',
  companyLabel: 'Company Name',
  phoneLabel: 'Phone',
  optional: '(optional)',
  companySizeLegend: 'Company size',
  industryLegend: 'Industry',
  timelineLegend: 'Project timeline',
  budgetLegend: 'Budget',
  goalLegend: 'Primary goal',
  challengesLegend: 'Challenges you face',
  useCasesLegend: 'Use cases you want',
  needsHint: 'Choose at least one challenge or use case.',
  continue: 'Continue',
  back: 'Back',
  submit: 'Get My Free Strategy',
  submitting: 'Creating Your Strategy...',
  close: 'Close',
  failure: "We couldn't send your answers. Please try again.",
  retry: 'Try again',
  privacyNote: 'We use your details only to prepare your strategy call.',
} as const;

/** The four challenges and four use cases for one industry on one page. */
export function getIndustryNeeds(context: LeadPageContext, industry: LeadIndustry): IndustryNeeds {
  return LEAD_INDUSTRY_NEEDS[context][industry];
}
