/**
 * What each /services/{slug} page shows beyond its Service record.
 * lib/content merges these with the CMS service when one exists; a service without a record here
 * gets `defaultServiceDetail`.
 */
import type { ServiceDetail } from '@/lib/content/types';
import type { ProcessStep, StatItem } from '@/lib/sections/types';
import { automationPlatformCategories } from './automation-platforms';
import { socialPlatforms } from './social-platforms';
import { siteConfig } from './site';
import { noCodeAutomationShowcase, productDevelopmentShowcase } from './sections';
import { BRAND_NAME } from '@/content-fallback/site';

/** The product stat set (marketing copy, not computed). */
const productStats: StatItem[] = [
  { value: '{fact:years}', description: '<strong>Years</strong> building software products' },
  {
    value: '{fact:network}',
    description: '<strong>Specialists</strong> across our delivery network',
  },
  { value: '{fact:satisfaction}', description: 'Client <strong>satisfaction</strong>' },
  { value: '950M+', description: 'In <strong>product fundings</strong> raised by our clients' },
];

/** The automation stat set (marketing copy, not computed). */
const automationStats: StatItem[] = [
  { value: '{fact:projects}', description: '<strong>Projects</strong> delivered' },
  { value: '{fact:manualTasks}', description: 'Reduction in <strong>manual tasks</strong>' },
  { value: '{fact:uptime}', description: 'Workflow <strong>reliability</strong>' },
  { value: '{fact:support}', description: '<strong>Monitoring</strong> and alerting' },
];

const defaultProcess: {
  heading: string;
  highlightedText: string;
  description: string;
  steps: ProcessStep[];
} = {
  heading: 'How We Work With You',
  highlightedText: 'Work With You',
  description:
    'Four steps from first call to a result you can measure, with a demo at the end of every sprint.',
  steps: [
    {
      stepNumber: 1,
      title: 'Discovery Call',
      description:
        'A 30-minute call about your goals, constraints and the numbers that define success.',
    },
    {
      stepNumber: 2,
      title: 'Audit and Plan',
      description:
        'We map the current process and systems, then agree a scoped plan with a fixed first milestone.',
    },
    {
      stepNumber: 3,
      title: 'Build in Sprints',
      description:
        'Two-week sprints with a working demo each time, so you steer while the work is still cheap to change.',
    },
    {
      stepNumber: 4,
      title: 'Launch and Support',
      description:
        'We ship, monitor and hand over documentation, then stay on to improve what the data shows.',
    },
  ],
};

const process = (steps?: ProcessStep[]) => ({
  section: {
    heading: defaultProcess.heading,
    highlightedText: defaultProcess.highlightedText,
    description: defaultProcess.description,
  },
  steps: steps ?? defaultProcess.steps,
});

const techSection = (name: string) => ({
  heading: `Technologies Behind Our ${name}`,
  highlightedText: 'Technologies',
  description: 'Proven tools we know deeply, chosen for your constraints rather than our habits.',
});

// An external link books a call: the CTA resolves to the scheduler.
const techCta = { ctaText: 'Schedule A Call', ctaLink: siteConfig.schedulerUrl };

export const serviceDetails: ServiceDetail[] = [
  {
    slug: 'business-automation',
    featuredProjectLimit: 6,
    stats: automationStats,
    contentCards: {
      section: {
        heading: 'What We Automate First',
        highlightedText: 'Automate',
        description: 'The workflows that pay back fastest in most businesses we audit.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Lead to Customer',
          description:
            'Capture leads from every form and ad, score them, route them to the right rep and follow up automatically.',
        },
        {
          cardNumber: 2,
          title: 'Order to Cash',
          description:
            'Orders, invoices and payment reminders flow between your store, ERP and accounting without re-typing.',
        },
        {
          cardNumber: 3,
          title: 'Reporting',
          description:
            'Weekly and monthly reports assemble themselves from your tools and land in inboxes on schedule.',
        },
      ],
    },
    process: process(),
    techList: {
      section: techSection('Automations'),
      data: {
        ...techCta,
        techItems: [
          {
            title: 'n8n',
            description: 'Self-hostable workflows for data that must stay in your infrastructure.',
          },
          {
            title: 'Make',
            description: 'Visual scenarios with rich app connectors for operations teams.',
          },
          {
            title: 'Zapier',
            description: 'Quick, dependable links between thousands of SaaS tools.',
          },
          {
            title: 'Power Automate',
            description: 'Flows inside Microsoft 365, Dynamics and SharePoint.',
          },
        ],
      },
    },
    iconBenefits: {
      section: {
        heading: `Why Automate With ${BRAND_NAME}`,
        highlightedText: `${BRAND_NAME}`,
        description: 'What changes for your team in the first three months.',
      },
      cards: [
        {
          icon: 'clock',
          title: 'Hours Back Every Week',
          description:
            'Copy-paste work moves to machines, so people spend their time on customers.',
        },
        {
          icon: 'shield',
          title: 'Fewer Errors',
          description:
            'Validated data entered once removes the typos that cost refunds and rework.',
        },
        {
          icon: 'gauge',
          title: 'Faster Response',
          description:
            'Leads and tickets are routed in seconds instead of waiting in a shared inbox.',
        },
        {
          icon: 'bar-chart',
          title: 'Live Numbers',
          description: 'Dashboards update themselves, so decisions use today’s figures.',
        },
        {
          icon: 'users',
          title: 'Scale Without Hiring',
          description: 'Volume can double without doubling the back office.',
        },
        {
          icon: 'lock',
          title: 'Documented and Owned',
          description: 'Every flow is documented and monitored, and it belongs to you.',
        },
      ],
    },
  },
  {
    slug: 'ai-development',
    featuredProjectLimit: 6,
    stats: [
      { value: '{fact:projects}', description: '<strong>Projects</strong> delivered' },
      { value: '{fact:codeAccuracy}', description: 'Code <strong>accuracy</strong> in production' },
      { value: '{fact:speedup}', description: 'Faster <strong>time to market</strong>' },
      { value: '{fact:rating}/5', description: 'Client <strong>rating</strong>' },
    ],
    contentCards: {
      section: {
        heading: 'AI That Earns Its Place',
        highlightedText: 'Earns Its Place',
        description: 'We start from a job to be done and measure the model against it.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Support Agents',
          description:
            'Agents that resolve common tickets from your knowledge base and hand over the rest with context.',
        },
        {
          cardNumber: 2,
          title: 'Document Intelligence',
          description:
            'Invoices, contracts and forms read, checked and entered into your systems automatically.',
        },
        {
          cardNumber: 3,
          title: 'Internal Copilots',
          description:
            'Assistants that draft proposals, answer policy questions and search your company data securely.',
        },
      ],
    },
    process: process(),
    coreFeatures: {
      section: {
        heading: 'Core AI Capabilities',
        highlightedText: 'AI Capabilities',
        description: 'The building blocks we combine for each solution.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Retrieval on Your Data',
          description:
            'Answers grounded in your documents with citations, not guesses from a generic model.',
        },
        {
          cardNumber: 2,
          title: 'Model Selection',
          description:
            'The cheapest model that meets your accuracy bar, measured on your own test cases.',
        },
        {
          cardNumber: 3,
          title: 'Guardrails',
          description:
            'Input filtering, output checks and human review for the decisions that matter.',
        },
        {
          cardNumber: 4,
          title: 'Evaluation Suites',
          description:
            'Automated evaluations run on every change, so quality never silently drops.',
        },
        {
          cardNumber: 5,
          title: 'Cost Monitoring',
          description:
            'Usage limits and per-feature cost dashboards keep the monthly bill predictable.',
        },
      ],
    },
    techList: {
      section: techSection('AI Solutions'),
      data: {
        ...techCta,
        techItems: [
          {
            title: 'OpenAI and Anthropic',
            description: 'Frontier models for reasoning, drafting and conversation.',
          },
          {
            title: 'LangChain',
            description: 'Orchestration for retrieval, tools and multi-step agents.',
          },
          {
            title: 'pgvector',
            description: 'Vector search inside the PostgreSQL you already run.',
          },
          { title: 'Python', description: 'Data pipelines, evaluations and model serving.' },
        ],
      },
    },
  },
  {
    slug: 'product-development',
    featuredProjectLimit: 6,
    stats: productStats,
    contentCards: {
      section: {
        heading: 'From Idea to Product-Market Fit',
        highlightedText: 'Product-Market Fit',
        description: 'One accountable team across the whole product journey.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Discovery Sprint',
          description:
            'Two weeks of interviews, competitor research and prototypes that turn an idea into a scoped roadmap.',
        },
        {
          cardNumber: 2,
          title: 'Build and Launch',
          description:
            'A cross-functional squad ships a usable product in increments you can test every two weeks.',
        },
        {
          cardNumber: 3,
          title: 'Measure and Scale',
          description:
            'Analytics, experiments and performance work after launch, guided by what users actually do.',
        },
      ],
    },
    process: process(),
    showcase: productDevelopmentShowcase,
    techList: {
      section: techSection('Products'),
      data: {
        ...techCta,
        techItems: [
          {
            title: 'Next.js and React',
            description: 'Fast, accessible web apps that rank well and scale.',
          },
          {
            title: 'React Native',
            description: 'One codebase for native-quality iOS and Android apps.',
          },
          {
            title: 'Node.js and PostgreSQL',
            description: 'Typed APIs and a reliable database at the core.',
          },
          {
            title: 'AWS and Vercel',
            description: 'Managed hosting with previews and automatic scaling.',
          },
        ],
      },
    },
  },
  {
    slug: 'ai-apps-integrations',
    featuredProjectLimit: 6,
    stats: [
      { value: '150+', description: '<strong>AI integrations</strong> shipped' },
      { value: '2-6', description: 'Weeks to a <strong>production feature</strong>' },
      { value: '60%', description: 'Less time spent on <strong>search and triage</strong>' },
      { value: '100%', description: 'Usage <strong>cost tracking</strong> from day one' },
    ],
    contentCards: {
      section: {
        heading: 'AI Inside the Tools You Use',
        highlightedText: 'Tools You Use',
        description: 'New capabilities without replacing the software your team knows.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Smart Search',
          description:
            'Semantic search across tickets, documents and products that understands what people mean.',
        },
        {
          cardNumber: 2,
          title: 'Summaries and Drafts',
          description:
            'Meeting notes, long threads and reports summarised; replies and proposals drafted for review.',
        },
        {
          cardNumber: 3,
          title: 'Classification',
          description:
            'Incoming e-mails, leads and documents tagged and routed automatically with confidence scores.',
        },
      ],
    },
    process: process(),
    techList: {
      section: techSection('Integrations'),
      data: {
        ...techCta,
        techItems: [
          {
            title: 'OpenAI API',
            description: 'Language, vision and speech features behind your own API layer.',
          },
          {
            title: 'Azure OpenAI',
            description: 'Enterprise data residency and Microsoft identity built in.',
          },
          {
            title: 'Salesforce and HubSpot',
            description: 'AI features inside the CRM your sales team lives in.',
          },
          {
            title: 'Webhooks and queues',
            description: 'Reliable, retried delivery between your apps and the models.',
          },
        ],
      },
    },
  },
  {
    slug: 'automation',
    featuredProjectLimit: 6,
    stats: automationStats,
    contentCards: {
      section: {
        heading: 'Automation Across the Business',
        highlightedText: 'Across the Business',
        description: 'Sales, operations and engineering each lose hours to manual steps.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Operations',
          description:
            'Approvals, onboarding and purchase requests that route themselves and remind the right person.',
        },
        {
          cardNumber: 2,
          title: 'Data Sync',
          description:
            'Customers, products and stock kept identical across CRM, ERP and store without exports.',
        },
        {
          cardNumber: 3,
          title: 'Test Automation',
          description:
            'End-to-end tests on every release, so your team ships without a manual regression week.',
        },
      ],
    },
    process: process(),
    showcase: noCodeAutomationShowcase,
    platforms: {
      section: {
        heading: 'Platforms We Automate With',
        highlightedText: 'Platforms',
        description:
          'Workflow tools, the Microsoft Power Platform and Microsoft AI copilots, chosen for your stack.',
      },
      categories: automationPlatformCategories,
    },
    techList: {
      section: techSection('Automations'),
      data: {
        ...techCta,
        techItems: [
          {
            title: 'Playwright',
            description: 'Browser tests that run on every deploy in minutes.',
          },
          {
            title: 'Python scripts',
            description: 'Scheduled jobs for the data work no connector covers.',
          },
          {
            title: 'REST and GraphQL APIs',
            description: 'Direct integrations where a connector is too limited.',
          },
          {
            title: 'Monitoring',
            description: 'Alerts the moment a flow fails, with the failed record attached.',
          },
        ],
      },
    },
  },
  {
    slug: 'cloud-services',
    featuredProjectLimit: 6,
    stats: [
      { value: '33%', description: 'Average <strong>monthly bill</strong> reduction' },
      { value: '{fact:uptime}', description: 'Uptime on <strong>managed workloads</strong>' },
      { value: '80+', description: 'Cloud <strong>migrations</strong> completed' },
      { value: '{fact:support}', description: '<strong>Monitoring</strong> and on-call' },
    ],
    contentCards: {
      section: {
        heading: 'Cloud Without the Surprises',
        highlightedText: 'Without the Surprises',
        description: 'Secure, observable and sized for your real traffic.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Architecture',
          description:
            'A design that fits your load and budget, reviewed against security and reliability best practice.',
        },
        {
          cardNumber: 2,
          title: 'Migration',
          description:
            'Step-by-step moves off old servers with rehearsed cut-overs and a rollback plan.',
        },
        {
          cardNumber: 3,
          title: 'Cost Optimisation',
          description:
            'Right-sized instances, reserved capacity and cleanup that often cut the bill by a third.',
        },
      ],
    },
    process: process(),
    coreFeatures: {
      section: {
        heading: 'What Every Setup Includes',
        highlightedText: 'Every Setup',
        description: 'The baseline we put in place on every cloud engagement.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Infrastructure as Code',
          description:
            'Terraform for every resource, reviewed like application code and reproducible.',
        },
        {
          cardNumber: 2,
          title: 'Observability',
          description: 'Logs, metrics and traces in one place with alerts on what customers feel.',
        },
        {
          cardNumber: 3,
          title: 'Backups and Recovery',
          description: 'Automated, tested backups with a recovery time you have agreed in writing.',
        },
      ],
    },
    techList: {
      section: techSection('Cloud Work'),
      data: {
        ...techCta,
        techItems: [
          { title: 'AWS', description: 'EC2, ECS, Lambda, RDS and the rest of the catalogue.' },
          {
            title: 'Microsoft Azure',
            description: 'App Service, AKS and Azure SQL for Microsoft shops.',
          },
          {
            title: 'Google Cloud',
            description: 'Cloud Run, GKE and BigQuery for data-heavy products.',
          },
          {
            title: 'Terraform',
            description: 'Every environment declared, versioned and repeatable.',
          },
        ],
      },
    },
  },
  {
    slug: 'devops-services',
    featuredProjectLimit: 6,
    stats: [
      { value: '10x', description: 'More frequent <strong>releases</strong>' },
      { value: '15 min', description: 'From merge to <strong>production</strong>' },
      { value: '70%', description: 'Fewer <strong>failed deployments</strong>' },
      { value: '{fact:support}', description: '<strong>Monitoring</strong> and alerting' },
    ],
    contentCards: {
      section: {
        heading: 'Ship Daily Without Fear',
        highlightedText: 'Without Fear',
        description: 'Delivery pipelines that make releases routine.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'CI/CD Pipelines',
          description:
            'Automated builds, tests and deployments with preview environments for every pull request.',
        },
        {
          cardNumber: 2,
          title: 'Containers',
          description: 'Docker everywhere it helps and Kubernetes only where it pays off.',
        },
        {
          cardNumber: 3,
          title: 'Incident Readiness',
          description:
            'Dashboards, alerts and runbooks so problems are caught before customers notice.',
        },
      ],
    },
    process: process(),
    coreFeatures: {
      section: {
        heading: 'DevOps Building Blocks',
        highlightedText: 'Building Blocks',
        description: 'What your team gets, piece by piece.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Pipeline as Code',
          description:
            'GitHub Actions or GitLab CI defined in the repository, reviewed with the code.',
        },
        {
          cardNumber: 2,
          title: 'Preview Environments',
          description: 'Every pull request deployed to its own URL for product and QA review.',
        },
        {
          cardNumber: 3,
          title: 'Zero-Downtime Deploys',
          description:
            'Rolling and blue-green releases with automatic rollback on failed health checks.',
        },
        {
          cardNumber: 4,
          title: 'Secrets Management',
          description: 'Credentials kept out of code and rotated without redeploying everything.',
        },
      ],
    },
    techList: {
      section: techSection('Pipelines'),
      data: {
        ...techCta,
        techItems: [
          {
            title: 'GitHub Actions',
            description: 'Pipelines next to the code, with reusable workflows.',
          },
          { title: 'Docker', description: 'Identical builds from laptop to production.' },
          {
            title: 'Kubernetes',
            description: 'Scaling and self-healing for multi-service products.',
          },
          {
            title: 'Grafana and Prometheus',
            description: 'Metrics, dashboards and alerting you own.',
          },
        ],
      },
    },
  },
  {
    slug: 'web-mobile-dev',
    featuredProjectLimit: 6,
    stats: productStats,
    contentCards: {
      section: {
        heading: 'Web and Mobile, One Team',
        highlightedText: 'One Team',
        description: 'Fast, accessible products that feel native on every device.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Websites',
          description:
            'Marketing sites that load in under two seconds, rank well and are easy for editors to update.',
        },
        {
          cardNumber: 2,
          title: 'Web Apps',
          description: 'Dashboards, portals and SaaS products with typed code and automated tests.',
        },
        {
          cardNumber: 3,
          title: 'Mobile Apps',
          description:
            'iOS and Android apps from one React Native or Flutter codebase, published to both stores.',
        },
      ],
    },
    process: process(),
    techList: {
      section: techSection('Apps'),
      data: {
        ...techCta,
        techItems: [
          {
            title: 'Next.js',
            description: 'Server-rendered React for speed and search visibility.',
          },
          { title: 'React Native', description: 'Native apps with shared business logic.' },
          { title: 'Flutter', description: 'Pixel-perfect cross-platform interfaces.' },
          {
            title: 'Headless CMS',
            description: 'Directus or Sanity so editors publish without developers.',
          },
        ],
      },
    },
  },
  {
    slug: 'ui-ux-design',
    featuredProjectLimit: 6,
    stats: [
      { value: '300+', description: '<strong>Products</strong> designed' },
      { value: '45%', description: 'Average lift in <strong>task completion</strong>' },
      { value: '2 weeks', description: 'To a <strong>clickable prototype</strong>' },
      { value: '{fact:satisfaction}', description: 'Client <strong>satisfaction</strong>' },
    ],
    contentCards: {
      section: {
        heading: 'Design That Removes Friction',
        highlightedText: 'Removes Friction',
        description: 'Research first, then interfaces people understand on first use.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'User Research',
          description:
            'Interviews and analytics reviews that find where users struggle today and why.',
        },
        {
          cardNumber: 2,
          title: 'Prototypes',
          description:
            'Clickable prototypes tested with real users before a line of production code is written.',
        },
        {
          cardNumber: 3,
          title: 'Design Systems',
          description:
            'Reusable components and tokens that keep every new screen consistent and accessible.',
        },
      ],
    },
    process: process(),
    iconBenefits: {
      section: {
        heading: 'What Good Design Changes',
        highlightedText: 'Good Design',
        description: 'The outcomes clients measure after a redesign.',
      },
      cards: [
        {
          icon: 'target',
          title: 'Higher Conversion',
          description: 'Clear flows turn more visitors into sign-ups and buyers.',
        },
        {
          icon: 'message',
          title: 'Fewer Support Tickets',
          description: 'Interfaces that explain themselves reduce “how do I” questions.',
        },
        {
          icon: 'rocket',
          title: 'Faster Development',
          description: 'A design system lets developers build new screens from ready parts.',
        },
        {
          icon: 'users',
          title: 'Accessible to All',
          description: 'WCAG-compliant designs reach every customer and meet regulations.',
        },
      ],
    },
    techList: {
      section: techSection('Design Work'),
      data: {
        ctaText: 'Start Designing',
        ctaLink: '/contact',
        techItems: [
          { title: 'Figma', description: 'Design, prototyping and hand-off in one shared file.' },
          { title: 'Maze', description: 'Unmoderated usability tests on prototypes.' },
          { title: 'Storybook', description: 'The design system as living, tested components.' },
          { title: 'Hotjar', description: 'Heatmaps and recordings of real sessions.' },
        ],
      },
    },
  },
  {
    slug: 'automated-social-media',
    featuredProjectLimit: 3,
    stats: [
      { value: '6', description: '<strong>Platforms</strong> managed from one calendar' },
      { value: '20+', description: 'Hours of <strong>posting</strong> saved every month' },
      { value: '3x', description: 'More consistent <strong>posting</strong>' },
      { value: '24/7', description: '<strong>Scheduling</strong> across time zones' },
    ],
    contentCards: {
      section: {
        heading: 'Social Media on Auto-Pilot',
        highlightedText: 'Auto-Pilot',
        description: 'You approve; the system drafts, schedules and reports.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Content in Your Voice',
          description:
            'AI-assisted drafts trained on your best posts, reviewed in a simple approval queue.',
        },
        {
          cardNumber: 2,
          title: 'Automatic Scheduling',
          description: 'Posts published at the times your audience is active on each platform.',
        },
        {
          cardNumber: 3,
          title: 'Weekly Reports',
          description:
            'Reach, engagement and leads per platform in one report, delivered every Monday.',
        },
      ],
    },
    process: process(),
    socialPlatforms: {
      section: {
        heading: 'Every Platform Your Customers Use',
        highlightedText: 'Every Platform',
        description: 'One calendar and one approval flow for six networks.',
      },
      platforms: socialPlatforms,
    },
    iconBenefits: {
      section: {
        heading: 'Why Automate Your Social Media',
        highlightedText: 'Automate',
        description: 'Consistency without a full-time social team.',
      },
      cards: [
        {
          icon: 'calendar',
          title: 'Never Miss a Day',
          description: 'A filled calendar weeks ahead, even during busy seasons.',
        },
        {
          icon: 'sparkles',
          title: 'On-Brand Drafts',
          description: 'Drafts follow your tone, hashtags and visual rules.',
        },
        {
          icon: 'bar-chart',
          title: 'Clear Results',
          description: 'Know which posts bring leads, not just likes.',
        },
        {
          icon: 'clock',
          title: 'Minutes, Not Hours',
          description: 'Review a week of content over coffee.',
        },
        {
          icon: 'globe',
          title: 'Every Time Zone',
          description: 'Reach UAE, KSA, Turkey and USA audiences at their best hours.',
        },
      ],
    },
    techList: {
      section: techSection('Social Automation'),
      data: {
        ctaText: 'Start Your Campaign',
        ctaLink: '/contact',
        techItems: [
          {
            title: 'Meta Business Suite',
            description: 'Facebook and Instagram publishing and insights.',
          },
          { title: 'Buffer', description: 'Cross-platform scheduling with approval workflows.' },
          { title: 'OpenAI', description: 'Caption and variant drafting in your brand voice.' },
          { title: 'Looker Studio', description: 'One dashboard for every network’s numbers.' },
        ],
      },
    },
  },
];

/** For a service with no record above (e.g. one added in the CMS): the sections every service has. */
export function defaultServiceDetail(slug: string, title: string): ServiceDetail {
  return {
    slug,
    featuredProjectLimit: 6,
    stats: productStats,
    contentCards: {
      section: {
        heading: `What ${title} Delivers`,
        highlightedText: title,
        description: 'Outcomes we commit to, not just hours.',
      },
      cards: [
        {
          cardNumber: 1,
          title: 'Clear Scope',
          description:
            'A short discovery turns your goals into a plan with a fixed first milestone.',
        },
        {
          cardNumber: 2,
          title: 'Visible Progress',
          description:
            'Working demos every two weeks, so you always know where the project stands.',
        },
        {
          cardNumber: 3,
          title: 'Measured Results',
          description:
            'We agree the numbers that define success up front and report on them after launch.',
        },
      ],
    },
    process: process(),
    techList: {
      section: techSection('Work'),
      data: {
        ...techCta,
        techItems: [
          { title: 'TypeScript', description: 'Typed code that stays maintainable as it grows.' },
          { title: 'Python', description: 'Data, AI and automation work.' },
          { title: 'PostgreSQL', description: 'A reliable relational core.' },
          { title: 'AWS', description: 'Managed, monitored hosting.' },
        ],
      },
    },
  };
}
