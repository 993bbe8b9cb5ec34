/**
 * Choices offered by the Get Started wizard and the 3-step lead modal.
 * Values are the stable ids the schemas accept; labels are what visitors read and editors may
 * change without changing the API. The lead modal's goal, challenges and use cases reach the CRM
 * as the visitor read them: the server turns their values into labels (labelLeadNeeds).
 */
import type { BuiltInLeadContext, LeadPageContext } from '@/lib/dialogs';
import type {
  ChoiceOption,
  LeadContextOptions,
  LeadIndustry,
  LeadIndustryNeeds,
} from '@/lib/content/types';

export type { ChoiceOption, LeadContextOptions, LeadIndustry, LeadIndustryNeeds };

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
  /** Over the progress bar; {step} and {total} are numbers. */
  progress: 'Step {step} of {total}',
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
  /** Under the contact fields once WhatsApp Us has opened the chat (the wizard stays open). */
  chatOpened: 'WhatsApp opened in a new tab. You can also schedule a meeting below.',
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
] as const satisfies readonly ChoiceOption<LeadIndustry>[];

export const LEAD_TIMELINE_OPTIONS = [
  { value: 'asap', label: 'ASAP (Within 2 weeks)' },
  { value: '1-2-months', label: '1-2 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: 'exploring', label: 'Just exploring options' },
] as const satisfies readonly ChoiceOption[];

/**
 * Budget is on no step of the original site's modal but is part of the modal lead and its
 * webhook: asked on step 2 as an optional choice, in ranges that match the project costs the
 * landing pages quote ($15K-$70K per build, automation audits far below).
 */
export const LEAD_BUDGET_OPTIONS = [
  { value: 'under-10k', label: 'Under $10K' },
  { value: '10k-25k', label: '$10K - $25K' },
  { value: '25k-50k', label: '$25K - $50K' },
  { value: '50k-100k', label: '$50K - $100K' },
  { value: '100k-plus', label: '$100K+' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly ChoiceOption[];

/** Primary goal per page context (single choice on step 3). */
export const LEAD_GOAL_OPTIONS: Record<BuiltInLeadContext, readonly ChoiceOption[]> = {
  automation: [
    { value: 'save-time-repetitive-manual', label: 'Save time on repetitive manual work' },
    { value: 'reduce-operational-costs', label: 'Reduce operational costs' },
    { value: 'scale-without-adding-headcount', label: 'Scale without adding headcount' },
    { value: 'eliminate-data-entry-errors', label: 'Eliminate data-entry errors' },
    { value: 'connect-tools-systems', label: 'Connect our tools and systems' },
  ],
  'ai-development': [
    { value: 'launch-new-ai-powered', label: 'Launch a new AI-powered product' },
    { value: 'add-ai-features-existing', label: 'Add AI features to an existing product' },
    { value: 'ship-mvp-weeks-not', label: 'Ship an MVP in weeks, not months' },
    { value: 'modernize-legacy-system', label: 'Modernize a legacy system' },
    { value: 'turn-data-into-decisions', label: 'Turn our data into decisions' },
  ],
};

interface IndustryNeeds {
  challenges: readonly [ChoiceOption, ChoiceOption, ChoiceOption, ChoiceOption];
  useCases: readonly [ChoiceOption, ChoiceOption, ChoiceOption, ChoiceOption];
}

/** Four challenges and four use cases per industry, different for each page context. */
export const LEAD_INDUSTRY_NEEDS: Record<
  BuiltInLeadContext,
  Record<LeadIndustry, IndustryNeeds>
> = {
  automation: {
    healthcare: {
      challenges: [
        { value: 'manual-patient-intake-paperwork', label: 'Manual patient intake and paperwork' },
        {
          value: 'appointment-no-shows-scheduling',
          label: 'Appointment no-shows and scheduling gaps',
        },
        { value: 'slow-insurance-claims-billing', label: 'Slow insurance claims and billing' },
        { value: 'patient-records-spread-across', label: 'Patient records spread across systems' },
      ],
      useCases: [
        { value: 'automated-appointment-reminders', label: 'Automated appointment reminders' },
        { value: 'digital-patient-onboarding-forms', label: 'Digital patient onboarding forms' },
        {
          value: 'claims-billing-workflow-automation',
          label: 'Claims and billing workflow automation',
        },
        { value: 'ehr-lab-system-sync', label: 'EHR and lab system sync' },
      ],
    },
    ecommerce: {
      challenges: [
        { value: 'manual-order-processing', label: 'Manual order processing' },
        { value: 'inventory-out-sync-across', label: 'Inventory out of sync across channels' },
        { value: 'slow-customer-support-replies', label: 'Slow customer support replies' },
        { value: 'abandoned-carts-never-follow', label: 'Abandoned carts we never follow up' },
      ],
      useCases: [
        { value: 'order-fulfilment-automation', label: 'Order-to-fulfilment automation' },
        { value: 'multi-channel-inventory-sync', label: 'Multi-channel inventory sync' },
        { value: 'support-ticket-triage-auto', label: 'Support ticket triage and auto-replies' },
        { value: 'abandoned-cart-review-follow', label: 'Abandoned-cart and review follow-ups' },
      ],
    },
    finance: {
      challenges: [
        { value: 'manual-invoice-processing', label: 'Manual invoice processing' },
        { value: 'time-consuming-reconciliations', label: 'Time-consuming reconciliations' },
        { value: 'compliance-reporting-takes-days', label: 'Compliance reporting takes days' },
        { value: 'slow-client-onboarding-kyc', label: 'Slow client onboarding and KYC' },
      ],
      useCases: [
        { value: 'invoice-capture-approval-flows', label: 'Invoice capture and approval flows' },
        { value: 'automated-bank-reconciliation', label: 'Automated bank reconciliation' },
        { value: 'scheduled-compliance-reports', label: 'Scheduled compliance reports' },
        { value: 'kyc-document-collection-checks', label: 'KYC document collection and checks' },
      ],
    },
    manufacturing: {
      challenges: [
        { value: 'production-data-entered-hand', label: 'Production data entered by hand' },
        {
          value: 'purchase-orders-suppliers-tracked',
          label: 'Purchase orders and suppliers tracked in spreadsheets',
        },
        { value: 'late-maintenance-causing-downtime', label: 'Late maintenance causing downtime' },
        { value: 'quality-issues-found-late', label: 'Quality issues found too late' },
      ],
      useCases: [
        { value: 'production-monitoring-dashboards', label: 'Production monitoring dashboards' },
        {
          value: 'purchase-order-supplier-workflows',
          label: 'Purchase-order and supplier workflows',
        },
        { value: 'predictive-maintenance-alerts', label: 'Predictive maintenance alerts' },
        { value: 'automated-quality-check-reporting', label: 'Automated quality-check reporting' },
      ],
    },
    tech: {
      challenges: [
        { value: 'manual-lead-routing-crm', label: 'Manual lead routing and CRM updates' },
        { value: 'customer-onboarding-takes-long', label: 'Customer onboarding takes too long' },
        { value: 'many-disconnected-saas-tools', label: 'Too many disconnected SaaS tools' },
        { value: 'repetitive-internal-reporting', label: 'Repetitive internal reporting' },
      ],
      useCases: [
        { value: 'lead-enrichment-crm-sync', label: 'Lead enrichment and CRM sync' },
        { value: 'automated-customer-onboarding', label: 'Automated customer onboarding' },
        {
          value: 'saas-tool-integrations-n8n',
          label: 'SaaS tool integrations (n8n, Zapier, Make)',
        },
        { value: 'scheduled-kpi-reports-slack', label: 'Scheduled KPI reports to Slack or email' },
      ],
    },
    other: {
      challenges: [
        { value: 'much-copy-paste-between', label: 'Too much copy-paste between tools' },
        { value: 'approvals-stuck-email-threads', label: 'Approvals stuck in email threads' },
        { value: 'reports-assembled-hand', label: 'Reports assembled by hand' },
        { value: 'follow-ups-fall-through', label: 'Follow-ups fall through the cracks' },
      ],
      useCases: [
        {
          value: 'workflow-automation-between-apps',
          label: 'Workflow automation between our apps',
        },
        { value: 'approval-sign-off-flows', label: 'Approval and sign-off flows' },
        { value: 'automated-reporting', label: 'Automated reporting' },
        { value: 'email-crm-follow-up', label: 'Email and CRM follow-up sequences' },
      ],
    },
  },
  'ai-development': {
    healthcare: {
      challenges: [
        {
          value: 'clinicians-spend-hours-documentation',
          label: 'Clinicians spend hours on documentation',
        },
        { value: 'patients-wait-long-answers', label: 'Patients wait too long for answers' },
        { value: 'medical-data-cannot-analyse', label: 'Medical data we cannot analyse' },
        { value: 'legacy-systems-blocking-new', label: 'Legacy systems blocking new features' },
      ],
      useCases: [
        { value: 'ai-clinical-note-summarisation', label: 'AI clinical note summarisation' },
        { value: 'patient-facing-ai-assistant', label: 'Patient-facing AI assistant' },
        {
          value: 'predictive-analytics-patient-data',
          label: 'Predictive analytics on patient data',
        },
        { value: 'telehealth-health-tracking-app', label: 'Telehealth or health-tracking app' },
      ],
    },
    ecommerce: {
      challenges: [
        { value: 'generic-shopping-experience', label: 'Generic shopping experience' },
        {
          value: 'product-catalogue-content-takes',
          label: 'Product catalogue content takes too long',
        },
        { value: 'support-costs-growing-sales', label: 'Support costs growing with sales' },
        { value: 'weak-demand-forecasting', label: 'Weak demand forecasting' },
      ],
      useCases: [
        { value: 'ai-product-recommendations', label: 'AI product recommendations' },
        { value: 'ai-generated-product-descriptions', label: 'AI-generated product descriptions' },
        { value: 'ai-shopping-support-chatbot', label: 'AI shopping and support chatbot' },
        { value: 'demand-forecasting-model', label: 'Demand forecasting model' },
      ],
    },
    finance: {
      challenges: [
        { value: 'fraud-detected-late', label: 'Fraud detected too late' },
        { value: 'manual-document-review', label: 'Manual document review' },
        { value: 'risk-models-hard-update', label: 'Risk models that are hard to update' },
        { value: 'customers-expect-instant-answers', label: 'Customers expect instant answers' },
      ],
      useCases: [
        { value: 'real-time-fraud-detection', label: 'Real-time fraud detection' },
        { value: 'ai-document-extraction-review', label: 'AI document extraction and review' },
        { value: 'credit-risk-scoring-models', label: 'Credit and risk scoring models' },
        { value: 'ai-banking-assistant', label: 'AI banking assistant' },
      ],
    },
    manufacturing: {
      challenges: [
        { value: 'defects-caught-only-final', label: 'Defects caught only at final inspection' },
        { value: 'unplanned-machine-downtime', label: 'Unplanned machine downtime' },
        { value: 'production-planning-done-gut', label: 'Production planning done by gut feeling' },
        { value: 'know-how-locked-senior', label: 'Know-how locked in senior staff' },
      ],
      useCases: [
        {
          value: 'computer-vision-quality-inspection',
          label: 'Computer-vision quality inspection',
        },
        { value: 'predictive-maintenance-model', label: 'Predictive maintenance model' },
        {
          value: 'ai-production-planning-scheduling',
          label: 'AI production planning and scheduling',
        },
        {
          value: 'internal-knowledge-assistant-operators',
          label: 'Internal knowledge assistant for operators',
        },
      ],
    },
    tech: {
      challenges: [
        { value: 'roadmap-moves-slower-than', label: 'Roadmap moves slower than the market' },
        { value: 'no-ai-features-product', label: 'No AI features in our product yet' },
        { value: 'legacy-codebase-slows-every', label: 'Legacy codebase slows every release' },
        { value: 'small-team-big-backlog', label: 'Small team, big backlog' },
      ],
      useCases: [
        { value: 'ai-powered-mvp-weeks', label: 'AI-powered MVP in weeks' },
        { value: 'llm-features-inside-saas', label: 'LLM features inside our SaaS' },
        { value: 'legacy-code-modernization-ai', label: 'Legacy code modernization with AI' },
        { value: 'ai-coding-workflow-team', label: 'AI coding workflow for our team' },
      ],
    },
    other: {
      challenges: [
        { value: 'idea-needs-working-product', label: 'Idea needs a working product fast' },
        { value: 'data-collect-but-never', label: 'Data we collect but never use' },
        { value: 'customers-want-self-service', label: 'Customers want self-service answers' },
        { value: 'development-budget-tight', label: 'Development budget is tight' },
      ],
      useCases: [
        { value: 'custom-ai-web-application', label: 'Custom AI web application' },
        { value: 'ai-analytics-dashboard', label: 'AI analytics dashboard' },
        { value: 'ai-chatbot-trained-content', label: 'AI chatbot trained on our content' },
        { value: 'rapid-ai-prototype-test', label: 'Rapid AI prototype to test the idea' },
      ],
    },
  },
};

/** Page context used when the modal is opened without one (e.g. the home page call to action). */
export const DEFAULT_LEAD_PAGE_CONTEXT: BuiltInLeadContext = 'automation';

export const LEAD_MODAL_COPY = {
  titles: {
    automation: 'Get Your FREE Automation Strategy',
    'ai-development': 'Get Your FREE AI Development Strategy',
  } satisfies Record<BuiltInLeadContext, string>,
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

/** The bundled lead contexts, as the CMS's lead_contexts records would give them. */
export const fallbackLeadContexts: readonly LeadContextOptions[] = (
  ['automation', 'ai-development'] as const
).map((key) => ({
  key,
  title: LEAD_MODAL_COPY.titles[key],
  goals: LEAD_GOAL_OPTIONS[key],
  needs: LEAD_INDUSTRY_NEEDS[key],
}));

/** A bundled lead context by key, else undefined. */
export function bundledLeadContext(key: string): LeadContextOptions | undefined {
  return fallbackLeadContexts.find((context) => context.key === key);
}

const NO_NEEDS: LeadIndustryNeeds = { challenges: [], useCases: [] };

/** The challenges and use cases a context offers for one industry (none when it lists none). */
export function getIndustryNeeds(
  context: LeadContextOptions,
  industry: LeadIndustry,
): LeadIndustryNeeds {
  return context.needs[industry] ?? NO_NEEDS;
}

/** The label of an offered choice, or undefined when the value is not offered. */
function labelIn(options: readonly ChoiceOption[], value: string): string | undefined {
  return options.find((option) => option.value === value)?.label;
}

/** The primary goal's label in that context, or undefined when the context does not offer it. */
export function leadGoalLabel(context: LeadContextOptions, goal: string): string | undefined {
  return labelIn(context.goals, goal);
}

/** The label of a challenge or use case offered in that context for that industry, or undefined. */
export function leadNeedLabel(
  context: LeadContextOptions,
  industry: LeadIndustry,
  need: string,
): string | undefined {
  const { challenges, useCases } = getIndustryNeeds(context, industry);
  return labelIn([...challenges, ...useCases], need);
}

/**
 * A validated modal lead's goal and needs as the visitor read them (webhook, scheduler notes), in
 * the lead's context (by default the bundled one of its key). A value no longer offered (content
 * edited since) falls back to the value itself.
 */
export function labelLeadNeeds(
  lead: {
    pageContext: LeadPageContext;
    industry: LeadIndustry;
    primaryGoal: string;
    currentChallenges: readonly string[];
  },
  context: LeadContextOptions | undefined = bundledLeadContext(lead.pageContext),
): { primaryGoal: string; currentChallenges: string[] } {
  return {
    primaryGoal: (context && leadGoalLabel(context, lead.primaryGoal)) ?? lead.primaryGoal,
    currentChallenges: lead.currentChallenges.map(
      (need) => (context && leadNeedLabel(context, lead.industry, need)) ?? need,
    ),
  };
}
