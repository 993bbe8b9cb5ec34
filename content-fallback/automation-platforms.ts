import type { AutomationPlatformCategory } from '@/lib/content/types';

/** /services/automation platform section: three categories. Pages show the first 4 features. */
export const automationPlatformCategories: AutomationPlatformCategory[] = [
  {
    categoryName: 'Workflow Automation Tools',
    description: 'No-code and low-code platforms that connect thousands of apps.',
    platforms: [
      {
        name: 'Zapier',
        description: 'The quickest way to connect SaaS tools with dependable, multi-step Zaps.',
        brand: 'zapier',
        features: [
          '{fact:zapierApps} app connectors',
          'Multi-step Zaps with filters',
          'Paths for branching logic',
          'Built-in retries and alerts',
          'Tables and Interfaces',
        ],
        benefitMetric: '70%',
        benefitDescription: 'less time spent moving data between apps',
      },
      {
        name: 'Make',
        description: 'Visual scenarios for complex, data-heavy operations workflows.',
        brand: 'make',
        features: [
          'Visual scenario builder',
          'Routers and iterators',
          'Error handlers per step',
          'Scheduled and instant triggers',
        ],
        benefitMetric: '60%',
        benefitDescription: 'lower automation running costs than per-task tools',
      },
      {
        name: 'n8n',
        description: 'Self-hostable, source-available workflows for data that must stay in-house.',
        brand: 'n8n',
        features: [
          'Self-hosted or cloud',
          'Custom code nodes',
          'AI agent nodes',
          'Git-based version control',
          'Unlimited executions when self-hosted',
        ],
        benefitMetric: '10x',
        benefitDescription: 'more executions for the same budget when self-hosted',
      },
    ],
  },
  {
    categoryName: 'Microsoft Power Platform',
    description: 'Low-code apps, flows and reports inside the Microsoft 365 you already pay for.',
    platforms: [
      {
        name: 'Power Automate',
        description:
          'Cloud and desktop flows that automate Microsoft 365, Dynamics and legacy apps.',
        brand: 'powerautomate',
        brandColor: '#0066FF',
        features: [
          'Cloud flows for 1,000+ connectors',
          'Desktop RPA for legacy screens',
          'Approvals in Teams and Outlook',
          'Process mining',
          'AI Builder document models',
        ],
        benefitMetric: '85%',
        benefitDescription: 'fewer manual steps in approval workflows',
      },
      {
        name: 'Power Apps',
        description: 'Business apps on top of your data, built in weeks instead of months.',
        brand: 'powerapps',
        brandColor: '#742774',
        features: [
          'Canvas and model-driven apps',
          'Dataverse data model',
          'Offline mobile apps',
          'Role-based security',
        ],
        benefitMetric: '50%',
        benefitDescription: 'faster delivery than custom-coded internal tools',
      },
      {
        name: 'Power BI',
        description: 'Dashboards and reports that refresh themselves from every source.',
        brand: 'powerbi',
        brandColor: '#8A6A00',
        features: [
          'Scheduled data refresh',
          'Row-level security',
          'Natural-language Q&A',
          'Embedded reports',
          'Paginated reports',
        ],
        benefitMetric: '24/7',
        benefitDescription: 'live reporting without spreadsheet exports',
      },
    ],
  },
  {
    categoryName: 'Microsoft AI Copilots',
    description: 'Copilots grounded in your company data, with Microsoft security and compliance.',
    platforms: [
      {
        name: 'Microsoft 365 Copilot',
        description: 'AI help in Word, Excel, Outlook and Teams, grounded in your tenant’s data.',
        brand: 'copilot',
        brandColor: '#0F6CBD',
        features: [
          'Meeting recaps in Teams',
          'Drafts in Word and Outlook',
          'Analysis in Excel',
          'Respects existing permissions',
          'Graph-grounded answers',
        ],
        benefitMetric: '30%',
        benefitDescription: 'less time on routine writing and meeting follow-up',
      },
      {
        name: 'Copilot Studio',
        description: 'Custom copilots and agents for customers and employees, built low-code.',
        brand: 'copilot',
        brandColor: '#0E7A5F',
        features: [
          'Custom topics and actions',
          'Knowledge from SharePoint and websites',
          'Publish to Teams and web',
          'Power Automate actions',
        ],
        benefitMetric: '40%',
        benefitDescription: 'of routine support questions answered without an agent',
      },
    ],
  },
];
