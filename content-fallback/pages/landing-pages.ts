/**
 * Copy of the two landing pages, as the bundled blocks (content-fallback/page-blocks/
 * landing-pages) lay it out; their calls to action open the lead modal. The page slugs name the
 * pages of blocks and their hero records.
 */
import type { HeroSection, LandingPage } from '@/lib/content/types';
import type { BuiltInLeadContext } from '@/lib/dialogs';
import type { LandingIconName } from '@/lib/blocks/icon-names';
import type { PlatformBrandMark } from '@/lib/blocks/brand-names';
import { BRAND_NAME } from '@/content-fallback/site';
import { STICKY_CTA_COPY } from '@/content-fallback/shell';

export type { LandingIconName };

export interface LandingStat {
  value: string;
  label: string;
}

/** A brand card of the platform grid; `brand` names its mark, else a letter circle. */
export interface LandingPlatform {
  name: string;
  brand?: PlatformBrandMark;
  color: string;
  description: string;
  highlight: string;
}

/** Problem/benefit item: shorter wording below 768 px. */
export interface ComparisonItem {
  icon: LandingIconName;
  mobileTitle: string;
  desktopTitle: string;
  mobileDesc: string;
  desktopDesc: string;
}

export interface ComparisonSide {
  heading: string;
  items: ComparisonItem[];
  result: { value: string; label: string };
  /** Mobile toggle label while collapsed, e.g. '+ Show More Problems'. */
  showMoreLabel: string;
}

export interface BeforeAfterCopy {
  heading: string;
  description: string;
  /** Mobile toggle label once expanded. */
  showLessLabel?: string;
  before: ComparisonSide;
  after: ComparisonSide;
}

export interface LandingTestimonial {
  source: string;
  quote: string;
  author: string;
  industry: string;
  city: string;
}

/** Automation use case: hours saved and an ROI or savings badge. */
export interface AutomationUseCase {
  icon: LandingIconName;
  title: string;
  description: string;
  savings: string;
  roi: string;
}

/** AI use case: three key features, timeline and cost. */
export interface AiUseCase {
  icon: LandingIconName;
  title: string;
  description: string;
  features: [string, string, string];
  timeline: string;
  cost: string;
}

export interface ExplorerTab<UseCase> {
  name: string;
  icon: LandingIconName;
  description: string;
  useCases: UseCase[];
}

export interface ExplorerCopy<UseCase> {
  heading: string;
  description: string;
  tabsLabel: string;
  tabs: ExplorerTab<UseCase>[];
  showMoreLabel: string;
  showLessLabel: string;
  cta: { label: string; text: string };
  /** Labels on the use-case cards. */
  labels: { saved?: string; timeline?: string; cost?: string; features?: string };
  /** AI page: the fixed 'Development Progress / Ready to Start' bar (large screens). */
  progress?: { label: string; status: string; percent: number };
}

export interface RoiBlockCopy {
  heading: string;
  description: string;
  perEmployee: { heading: string; items: LandingStat[] };
  headline: { value: string; label: string };
  stats: LandingStat[];
  cta: string;
  note: string;
}

export interface ProcessStepCopy {
  number: string;
  title: string;
  duration: string;
  description: string;
}

export interface LandingProcessCopy {
  heading: string;
  description: string;
  steps: ProcessStepCopy[];
  total: { ai: string; traditional: string; label: string; versus?: string };
}

export interface LandingPageCopy {
  pageContext: BuiltInLeadContext;
  seo: { title: string; description: string; keywords: string[] };
  hero: HeroSection;
  stats: LandingStat[];
  /** The hero's main lead-modal button. */
  primaryCta: { label: string; badges: string[] };
  secondaryCta?: { label: string };
  reassurance: string[];
  platforms: { heading: string; description: string; items: LandingPlatform[] };
  beforeAfter: BeforeAfterCopy;
  resultBanner?: { heading: string; text: string; cta: string };
  testimonials: { heading: string; description: string; items: LandingTestimonial[] };
  roi: RoiBlockCopy;
  process?: LandingProcessCopy;
  finalCta: { heading: string; text: string; offer: string; buttons: string[]; urgency?: string };
  trustStrip: string[];
  /** The trust strip's name for screen readers. */
  trustStripLabel?: string;
  /** The floating bar on large screens (the mobile sticky bar takes over below 1024 px). */
  floatingBar: { text: string; urgency: string };
  /** The sticky bar below 1024 px. */
  stickyBar: { text: string; action: string };
}

export interface AutomationLandingCopy extends LandingPageCopy {
  explorer: ExplorerCopy<AutomationUseCase>;
}

export interface AiLandingCopy extends LandingPageCopy {
  explorer: ExplorerCopy<AiUseCase>;
}

export const automationLandingPage: AutomationLandingCopy = {
  pageContext: 'automation',
  seo: {
    title: `Business Automation Solutions | n8n, Make, Zapier | ${BRAND_NAME}`,
    description: `Save {fact:hoursSaved} hours a week and {fact:processSavings} a year per process. ${BRAND_NAME} automates your workflows with n8n, Zapier, Make and Power Automate. Book a FREE automation audit.`,
    keywords: [
      'business automation',
      'workflow automation',
      'n8n',
      'Zapier',
      'Make',
      'Power Automate',
      'UAE',
      'KSA',
    ],
  },
  hero: {
    id: 'hero-lp-automation-solutions',
    key: 'lp-automation-solutions',
    title: 'Stop Losing Hours to Manual Work:',
    titlePrimary: 'Automate Your Business',
    description:
      'We connect your CRM, inbox, spreadsheets and ERP so leads, orders and reports move on their own. {fact:manualTasks} fewer manual tasks, {fact:hoursSaved} hours saved per week, operations that run 24/7.',
    labelText: '{fact:projects} Projects Delivered',
    showClientLogos: false,
    showTrustSignals: false,
  },
  stats: [
    { value: '{fact:manualTasks}', label: 'Fewer Manual Tasks' },
    { value: '{fact:hoursSaved}', label: 'Hours Saved per Week' },
    { value: '{fact:processSavings}', label: 'Saved per Process Each Year' },
    { value: '24/7', label: 'Automated Operations' },
  ],
  primaryCta: { label: 'Get FREE Automation Audit', badges: ['FREE', 'LIMITED'] },
  reassurance: [
    'Free 30-minute consultation with an automation engineer',
    'We map your highest-impact automation opportunities',
    'Custom ROI projections for your business',
  ],
  platforms: {
    heading: 'Platform Expertise You Can Trust',
    description:
      'Certified builders on the four platforms that run most business automation today.',
    items: [
      {
        name: 'n8n',
        brand: 'n8n',
        color: '#EA4B71',
        description: 'Open-source workflow automation, self-hosted for full control of your data.',
        highlight: 'Self-hosted & private',
      },
      {
        name: 'Zapier',
        brand: 'zapier',
        color: '#FF4F00',
        description: 'Connect {fact:zapierApps} apps with multi-step Zaps your team can maintain.',
        highlight: '{fact:zapierApps} app connectors',
      },
      {
        name: 'Make',
        brand: 'make',
        color: '#6D00CC',
        description: 'Visual scenario builder for complex, branching workflows and data mapping.',
        highlight: 'Visual scenarios',
      },
      {
        name: 'Power Automate',
        brand: 'powerautomate',
        color: '#0066FF',
        description: 'Microsoft flows across Outlook, Teams, SharePoint, Excel and Dynamics 365.',
        highlight: 'Microsoft 365 native',
      },
    ],
  },
  beforeAfter: {
    heading: 'Before vs After Automation',
    description: 'What changes in the first 90 days after we automate your core workflows.',
    before: {
      heading: 'Before: Manual Chaos',
      showMoreLabel: '+ Show More Problems',
      result: { value: '{fact:processSavings}', label: 'Wasted per Manual Process a Year' },
      items: [
        {
          icon: 'clock',
          mobileTitle: 'Hours of data entry',
          desktopTitle: 'Hours Lost to Manual Data Entry',
          mobileDesc: 'Staff copy the same data between your CRM, sheets and invoices every day.',
          desktopDesc:
            'Your team copies the same customer, order and invoice data between the CRM, spreadsheets and accounting tools every day.',
        },
        {
          icon: 'alert',
          mobileTitle: 'Costly human errors',
          desktopTitle: 'Costly Human Errors',
          mobileDesc: 'Typos in orders and invoices lead to refunds, rework and unhappy customers.',
          desktopDesc:
            'Typos in orders, invoices and reports lead to refunds, rework and customers who quietly take their business elsewhere.',
        },
        {
          icon: 'trending-down',
          mobileTitle: 'Slow lead response',
          desktopTitle: 'Slow Response to Leads',
          mobileDesc: 'Leads wait hours for a reply while faster competitors win the deal.',
          desktopDesc:
            'New leads wait hours for a first reply while competitors who answer within five minutes win the deal.',
        },
        {
          icon: 'users',
          mobileTitle: 'Burned-out team',
          desktopTitle: 'A Burned-Out Team',
          mobileDesc: 'Skilled people spend their week on admin instead of customers and growth.',
          desktopDesc:
            'Your most skilled people spend their week on repetitive admin instead of serving customers and growing the business.',
        },
        {
          icon: 'file',
          mobileTitle: 'No real-time reports',
          desktopTitle: 'No Real-Time Reporting',
          mobileDesc: 'Reports are built by hand at month end, so decisions use weeks-old numbers.',
          desktopDesc:
            'Reports are assembled by hand at the end of the month, so decisions are made on numbers that are weeks old.',
        },
      ],
    },
    after: {
      heading: 'After: Automated Growth',
      showMoreLabel: '+ Show More Solutions',
      result: { value: '{fact:clientSavings}', label: 'Saved per Client a Year' },
      items: [
        {
          icon: 'zap',
          mobileTitle: 'Data flows itself',
          desktopTitle: 'Data That Moves Itself',
          mobileDesc: 'Orders, contacts and invoices sync across every tool in seconds.',
          desktopDesc:
            'Orders, contacts and invoices sync across every tool in seconds, with validation and no copy and paste.',
        },
        {
          icon: 'target',
          mobileTitle: '{fact:fewerErrors} fewer errors',
          desktopTitle: '{fact:fewerErrors} Fewer Errors',
          mobileDesc: 'Rule-based workflows replace manual typing and catch problems early.',
          desktopDesc:
            'Validated, rule-based workflows replace manual typing and flag problems before your customers ever see them.',
        },
        {
          icon: 'trending-up',
          mobileTitle: 'Instant lead follow-up',
          desktopTitle: 'Instant Lead Follow-Up',
          mobileDesc: 'Every lead gets a reply, a CRM record and a booked call within minutes.',
          desktopDesc:
            'Every lead gets a personal reply, a CRM record and a booked call within minutes, day or night.',
        },
        {
          icon: 'users',
          mobileTitle: '{fact:hoursSaved} hours back weekly',
          desktopTitle: '{fact:hoursSaved} Hours Back Every Week',
          mobileDesc: 'Your team focuses on customers while automations handle repetitive work.',
          desktopDesc:
            'Your team focuses on customers, sales and growth while automations handle the repetitive work 24/7.',
        },
        {
          icon: 'file',
          mobileTitle: 'Live dashboards',
          desktopTitle: 'Live Dashboards',
          mobileDesc: 'Revenue, pipeline and operations numbers update live in one dashboard.',
          desktopDesc:
            'Revenue, pipeline and operations numbers update themselves in one shared dashboard, in real time.',
        },
      ],
    },
  },
  testimonials: {
    heading: 'Trusted by Growing Businesses',
    description: 'Results our clients in the Gulf and Turkey measured after automating with us.',
    items: [
      {
        source: 'Google Reviews',
        quote:
          'Order processing that took two people all day now runs on its own. We saved over 40 hours a week in the first month.',
        author: 'Operations Director',
        industry: 'E-commerce Retailer',
        city: 'Dubai',
      },
      {
        source: 'Clutch',
        quote:
          'They automated our patient intake and appointment reminders. No-shows dropped by a third and the front desk finally breathes.',
        author: 'Clinic Manager',
        industry: 'Healthcare Group',
        city: 'Riyadh',
      },
      {
        source: 'Client Review',
        quote:
          'Production alerts, stock updates and supplier e-mails are now automatic. The ROI was clear within the first quarter.',
        author: 'Plant Manager',
        industry: 'Manufacturing',
        city: 'Istanbul',
      },
    ],
  },
  explorer: {
    heading: 'Automation Solutions by Industry',
    description:
      'Pick your industry to see the workflows we automate most, with the time and money they save.',
    tabsLabel: 'Industries',
    showMoreLabel: 'Show More Use Cases',
    showLessLabel: 'Show Fewer Use Cases',
    labels: { saved: 'saved' },
    cta: {
      label: 'Get FREE Automation Audit',
      text: 'See which of these workflows pays off fastest in your business.',
    },
    tabs: [
      {
        name: 'Healthcare',
        icon: 'heart',
        description:
          'Less paperwork, fewer no-shows and faster billing for clinics, labs and hospitals.',
        useCases: [
          {
            icon: 'clock',
            title: 'Patient Intake & Scheduling',
            description:
              'Online forms create patient records, book slots and send reminders by SMS and WhatsApp automatically.',
            savings: '25 hrs/week',
            roi: '$12,000/month',
          },
          {
            icon: 'file',
            title: 'Insurance Claims Processing',
            description:
              'Claims are checked, coded and submitted from clinical notes, with rejections routed back for review.',
            savings: '30 hrs/week',
            roi: '$18,000/month',
          },
          {
            icon: 'message',
            title: 'Lab Results Delivery',
            description:
              'Results reach patients and doctors securely the moment they are approved, with follow-up tasks created.',
            savings: '15 hrs/week',
            roi: '300% ROI',
          },
          {
            icon: 'database',
            title: 'Inventory & Supplies',
            description:
              'Stock levels of medicines and consumables trigger purchase orders before anything runs out.',
            savings: '10 hrs/week',
            roi: '$6,000/month',
          },
        ],
      },
      {
        name: 'E-commerce',
        icon: 'cart',
        description:
          'Orders, stock and customer service that scale with your sales, not your headcount.',
        useCases: [
          {
            icon: 'cart',
            title: 'Order Processing',
            description:
              'Orders flow from your store to fulfilment, invoicing and shipping labels without anyone touching them.',
            savings: '40 hrs/week',
            roi: '$20,000/month',
          },
          {
            icon: 'database',
            title: 'Inventory Sync',
            description:
              'Stock updates across your store, marketplaces and warehouse in real time, so you never oversell.',
            savings: '20 hrs/week',
            roi: '$9,000/month',
          },
          {
            icon: 'message',
            title: 'Customer Support Triage',
            description:
              'Tickets are tagged, answered from your help centre or routed to the right agent in seconds.',
            savings: '25 hrs/week',
            roi: '350% ROI',
          },
          {
            icon: 'trending-up',
            title: 'Abandoned Cart Recovery',
            description:
              'Personalised e-mail and WhatsApp sequences bring back shoppers who left items in their cart.',
            savings: '12 hrs/week',
            roi: '$15,000/month',
          },
        ],
      },
      {
        name: 'Manufacturing',
        icon: 'factory',
        description:
          'Connected machines, suppliers and ERP so production never waits on paperwork.',
        useCases: [
          {
            icon: 'factory',
            title: 'Production Monitoring',
            description:
              'Machine data feeds live dashboards and alerts supervisors the moment output or quality drifts.',
            savings: '50 hrs/week',
            roi: '$30,000/month',
          },
          {
            icon: 'truck',
            title: 'Supplier Purchase Orders',
            description:
              'Reorder points create, approve and send purchase orders to suppliers and track their confirmation.',
            savings: '20 hrs/week',
            roi: '$11,000/month',
          },
          {
            icon: 'check',
            title: 'Quality Control Reports',
            description:
              'Inspection results are collected on tablets and compiled into compliance reports automatically.',
            savings: '18 hrs/week',
            roi: '280% ROI',
          },
          {
            icon: 'clock',
            title: 'Maintenance Scheduling',
            description:
              'Preventive maintenance is scheduled from machine hours, with parts reserved and technicians notified.',
            savings: '15 hrs/week',
            roi: '$8,000/month',
          },
        ],
      },
      {
        name: 'Finance',
        icon: 'landmark',
        description: 'Faster closes, cleaner books and compliance checks that run themselves.',
        useCases: [
          {
            icon: 'file',
            title: 'Invoice Processing',
            description:
              'Invoices are read, matched to purchase orders and posted to your accounting system for approval.',
            savings: '35 hrs/week',
            roi: '$16,000/month',
          },
          {
            icon: 'refresh',
            title: 'Bank Reconciliation',
            description:
              'Transactions are matched to ledger entries daily, with only exceptions left for your accountants.',
            savings: '20 hrs/week',
            roi: '$10,000/month',
          },
          {
            icon: 'shield',
            title: 'KYC & Compliance Checks',
            description:
              'New clients are screened, documents verified and audit trails kept without manual chasing.',
            savings: '25 hrs/week',
            roi: '400% ROI',
          },
          {
            icon: 'trending-up',
            title: 'Financial Reporting',
            description:
              'Management reports build themselves from live data and land in inboxes every Monday morning.',
            savings: '10 hrs/week',
            roi: '$7,000/month',
          },
        ],
      },
      {
        name: 'Education',
        icon: 'graduation',
        description:
          'Admissions, fees and communication handled automatically for schools and academies.',
        useCases: [
          {
            icon: 'graduation',
            title: 'Student Enrollment',
            description:
              'Applications, documents, fee invoices and welcome packs flow from one form to every system.',
            savings: '60 hrs/week',
            roi: '$15,000/month',
          },
          {
            icon: 'dollar',
            title: 'Fee Collection & Reminders',
            description:
              'Fee schedules, payment links and polite reminders go out on time, with receipts issued automatically.',
            savings: '20 hrs/week',
            roi: '$8,000/month',
          },
          {
            icon: 'message',
            title: 'Parent Communication',
            description:
              'Attendance alerts, report cards and announcements reach parents by e-mail, SMS or WhatsApp.',
            savings: '15 hrs/week',
            roi: '250% ROI',
          },
          {
            icon: 'clock',
            title: 'Timetable & Staff Scheduling',
            description:
              'Timetables and substitute cover are generated from availability and shared with staff instantly.',
            savings: '10 hrs/week',
            roi: '$5,000/month',
          },
        ],
      },
      {
        name: 'Logistics',
        icon: 'truck',
        description:
          'Shipments, drivers and customers kept in sync from pickup to proof of delivery.',
        useCases: [
          {
            icon: 'truck',
            title: 'Shipment Tracking Updates',
            description:
              'Customers get proactive status updates from carrier data, cutting "where is my order" calls.',
            savings: '30 hrs/week',
            roi: '$14,000/month',
          },
          {
            icon: 'workflow',
            title: 'Dispatch & Route Planning',
            description:
              'Jobs are assigned to drivers by location and capacity, with routes sent straight to their phones.',
            savings: '25 hrs/week',
            roi: '$12,000/month',
          },
          {
            icon: 'file',
            title: 'Proof of Delivery & Billing',
            description:
              'Signed delivery notes trigger invoices and update the customer record the moment a drop is done.',
            savings: '20 hrs/week',
            roi: '320% ROI',
          },
          {
            icon: 'database',
            title: 'Warehouse Stock Alerts',
            description:
              'Low stock and slow movers are flagged daily, with transfer requests created between warehouses.',
            savings: '12 hrs/week',
            roi: '$6,000/month',
          },
        ],
      },
    ],
  },
  roi: {
    heading: 'Calculate Your Automation ROI',
    description: 'What a typical client saves for each employee whose repetitive work we automate.',
    perEmployee: {
      heading: 'Typical savings per employee',
      items: [
        { value: '$15,000/year', label: 'Salary cost saved' },
        { value: '{fact:hoursSaved} hours/week', label: 'Time freed up' },
        { value: '40%', label: 'Productivity increase' },
        { value: '{fact:fewerErrors}', label: 'Fewer errors' },
      ],
    },
    headline: { value: '{fact:automationRoi}', label: 'Average ROI within 6 months' },
    stats: [
      { value: '{fact:projects}', label: 'Projects Delivered' },
      { value: '{fact:totalSavings}', label: 'Saved by Our Clients' },
      { value: '{fact:uptime}', label: 'Uptime' },
      { value: '{fact:rating}/5', label: 'Client Rating' },
    ],
    cta: 'Get My Custom ROI Report',
    note: 'Free consultation • No commitment required • Get results in 24 hours',
  },
  finalCta: {
    heading: 'Ready to Put Your Business on Auto-Pilot?',
    text: 'Free consultation • No commitment required • Get results in 24 hours',
    offer:
      'Limited-time offer: Book this week and receive a FREE automation workflow design worth $2,500',
    buttons: ['Get FREE Audit'],
    urgency: 'Save {fact:processSavings} Yearly',
  },
  trustStrip: [
    '{fact:soc}',
    '{fact:support} Support',
    '{fact:rating}/5 Client Rating',
    'Serving UAE, KSA, Turkey, USA',
  ],
  floatingBar: { text: 'Get FREE Audit', urgency: 'Save {fact:processSavings} Yearly' },
  stickyBar: STICKY_CTA_COPY.automation,
};

export const aiDevelopmentLandingPage: AiLandingCopy = {
  pageContext: 'ai-development',
  seo: {
    // The title names five AI coding tools plus 'AI Development Services' (kept whole).
    title: 'AI Development Services: Lovable, Cursor, Claude, Copilot & Codex',
    description: `Build software {fact:speedup} faster with AI. ${BRAND_NAME} ships MVPs in 2-6 weeks with Lovable, Cursor, Claude, GitHub Copilot and OpenAI Codex. Get a FREE AI development audit.`,
    keywords: [
      'AI development services',
      'Lovable',
      'Cursor',
      'Claude',
      'GitHub Copilot',
      'OpenAI Codex',
      'MVP development',
    ],
  },
  hero: {
    id: 'hero-lp-ai-development-services',
    key: 'lp-ai-development-services',
    title: 'Build Software',
    titlePrimary: '{fact:speedup} Faster with AI',
    description:
      'From idea to a working MVP in 2-6 weeks: AI generates 80% of the boilerplate, our engineers own the architecture, security and quality. Cost $15K-60K instead of $50K-200K+.',
    labelText: '{fact:projects} Projects Delivered, AI-Powered Apps Among Them',
    showClientLogos: false,
    showTrustSignals: false,
  },
  stats: [
    { value: '{fact:speedup}', label: 'Faster Time to Market' },
    { value: '70%', label: 'Lower Development Cost' },
    { value: '{fact:codeAccuracy}', label: 'Code Accuracy' },
  ],
  primaryCta: { label: 'Start Your AI Development Journey', badges: [] },
  secondaryCta: { label: 'Build Faster with AI' },
  reassurance: [
    'Free 30-minute AI strategy session',
    'A clear plan, timeline and fixed-price estimate',
    'First working version within weeks, not months',
  ],
  platforms: {
    heading: 'AI Platforms We Build With',
    description:
      'The best AI coding tools, driven by senior engineers who own architecture, security and quality.',
    items: [
      {
        name: 'Lovable',
        brand: 'lovable',
        color: '#FF4F7B',
        description: 'Visual full-stack AI builder for polished, working prototypes in days.',
        highlight: 'Prototypes in 24 hrs',
      },
      {
        name: 'Cursor',
        brand: 'cursor',
        color: '#000000',
        description: 'AI code editor that writes and refactors alongside our engineers.',
        highlight: '{fact:speedup} faster coding',
      },
      {
        name: 'Claude',
        brand: 'claude',
        color: '#D97757',
        description:
          'AI assistant model for architecture reviews, complex logic and documentation.',
        highlight: 'Deep reasoning',
      },
      {
        name: 'GitHub Copilot',
        brand: 'githubcopilot',
        color: '#000000',
        description: 'Code-completion pair programmer for tests, boilerplate and reviews.',
        highlight: '50% fewer bugs',
      },
      {
        name: 'OpenAI Codex',
        brand: 'openai',
        color: '#10A37F',
        description: 'Natural-language code generator for integrations, scripts and data tasks.',
        highlight: '80% auto-generated code',
      },
    ],
  },
  beforeAfter: {
    heading: 'Traditional vs AI-Powered Development',
    description:
      'The same product, built two ways. AI does the typing; our engineers do the thinking.',
    before: {
      heading: 'Traditional Development',
      showMoreLabel: '+ Show More Problems',
      result: { value: '$150K+', label: 'Average Cost' },
      items: [
        {
          icon: 'clock',
          mobileTitle: '6-12 month timelines',
          desktopTitle: '6-12 Month Timelines',
          mobileDesc: 'Months pass before users see anything, and the market moves on meanwhile.',
          desktopDesc:
            'Months pass before real users see anything, and the market moves on while you wait for the first release.',
        },
        {
          icon: 'dollar',
          mobileTitle: '$50K-200K+ budgets',
          desktopTitle: '$50K-200K+ Budgets',
          mobileDesc: 'Large teams writing boilerplate by hand make simple products expensive.',
          desktopDesc:
            'Large teams writing boilerplate by hand make even a simple product expensive before it earns anything.',
        },
        {
          icon: 'alert',
          mobileTitle: 'Bugs found late',
          desktopTitle: 'Bugs Found Late',
          mobileDesc: 'Manual testing at the end means costly fixes right before launch day.',
          desktopDesc:
            'Manual testing at the end of the project means costly fixes and slipped dates right before launch.',
        },
        {
          icon: 'refresh',
          mobileTitle: 'Slow iterations',
          desktopTitle: 'Slow Feature Iterations',
          mobileDesc: 'Every change waits for the next sprint, so feedback takes weeks to ship.',
          desktopDesc:
            'Every change request waits for the next sprint, so customer feedback takes weeks to reach the product.',
        },
      ],
    },
    after: {
      heading: 'AI-Powered Development',
      showMoreLabel: 'Show More Benefits',
      result: { value: '$45K', label: 'Average Cost (70% Less)' },
      items: [
        {
          icon: 'zap',
          mobileTitle: 'MVP in 2-6 weeks',
          desktopTitle: 'MVP in 2-6 Weeks',
          mobileDesc: 'AI writes 80% of the boilerplate, so a working product ships within weeks.',
          desktopDesc:
            'AI generates 80% of the boilerplate, so a working product reaches real users within weeks, not months.',
        },
        {
          icon: 'dollar',
          mobileTitle: '$15K-60K budgets',
          desktopTitle: '$15K-60K Budgets',
          mobileDesc:
            'Smaller senior teams with AI tooling cut the cost of building by around 70%.',
          desktopDesc:
            'Small senior teams with AI tooling cut the cost of building by around 70%, with $120K saved per project.',
        },
        {
          icon: 'shield',
          mobileTitle: '{fact:codeAccuracy} code accuracy',
          desktopTitle: '{fact:codeAccuracy} Code Accuracy',
          mobileDesc: 'AI-written tests cover 90% of the code, catching bugs as they appear.',
          desktopDesc:
            'AI-written tests cover 90% of the code automatically, so bugs are caught the day they appear.',
        },
        {
          icon: 'refresh',
          mobileTitle: '50% faster iterations',
          desktopTitle: '50% Faster Feature Iterations',
          mobileDesc: 'New features and fixes ship in days, keeping pace with customer feedback.',
          desktopDesc:
            'New features and fixes ship in days, so your product keeps pace with what customers ask for.',
        },
        {
          icon: 'trending-up',
          mobileTitle: '{fact:speedup} faster to market',
          desktopTitle: '{fact:speedup} Faster Time to Market',
          mobileDesc: 'Launch before competitors, learn from real users and raise on traction.',
          desktopDesc:
            'Launch before your competitors, learn from real users sooner and raise on traction instead of slides.',
        },
      ],
    },
  },
  resultBanner: {
    heading: 'The Result: Launch in Weeks, Save $120K per Project',
    text: '{fact:speedup} faster time to market, {fact:codeAccuracy} code accuracy and 50% faster feature iterations, with a senior team accountable for every line.',
    cta: 'Build Faster with AI',
  },
  testimonials: {
    heading: 'Trusted Globally',
    description: 'Founders and product teams across the Gulf and Turkey who built with AI and us.',
    items: [
      {
        source: 'Clutch',
        quote:
          'Our marketplace MVP was live in five weeks for a third of the quote we had from another agency. Investors saw real traction, not mock-ups.',
        author: 'Founder',
        industry: 'E-commerce Startup',
        city: 'Dubai',
      },
      {
        source: 'Google Reviews',
        quote:
          'They rebuilt our onboarding and KYC flow with AI-assisted development in under two months, with better test coverage than our old app.',
        author: 'CTO',
        industry: 'Fintech',
        city: 'Riyadh',
      },
      {
        source: 'Client Review',
        quote:
          'The patient triage chatbot went from idea to production in three weeks and now answers 70% of enquiries on its own.',
        author: 'Head of Product',
        industry: 'Healthcare Tech',
        city: 'Istanbul',
      },
    ],
  },
  explorer: {
    heading: 'AI Development Solutions by Category',
    description:
      'Typical projects we deliver with AI-assisted development: 2 to 8 weeks, $15K to $70K.',
    tabsLabel: 'Solution categories',
    showMoreLabel: 'Show More Use Cases',
    showLessLabel: 'Show Fewer Use Cases',
    labels: { timeline: 'Timeline', cost: 'Cost', features: 'key features' },
    cta: {
      label: 'Start Building with AI',
      text: 'Tell us what you want to build and get a timeline and fixed-price estimate within 24 hours.',
    },
    progress: { label: 'Development Progress', status: 'Ready to Start', percent: 85 },
    tabs: [
      {
        name: 'Web Apps',
        icon: 'globe',
        description: 'Fast, secure web platforms built on modern stacks.',
        useCases: [
          {
            icon: 'cart',
            title: 'E-commerce Platforms',
            description:
              'Custom storefronts with payments, inventory and AI product recommendations built in.',
            features: ['Payment gateways', 'AI recommendations', 'Inventory sync'],
            timeline: '3-4 weeks',
            cost: '$25K-45K',
          },
          {
            icon: 'database',
            title: 'SaaS Dashboards',
            description:
              'Multi-tenant dashboards with billing, roles and real-time analytics for your customers.',
            features: ['Multi-tenant auth', 'Stripe billing', 'Live analytics'],
            timeline: '4-6 weeks',
            cost: '$30K-55K',
          },
          {
            icon: 'users',
            title: 'Customer Portals',
            description:
              'Self-service portals where clients track orders, download documents and raise requests.',
            features: ['Self-service', 'Document centre', 'CRM sync'],
            timeline: '2-4 weeks',
            cost: '$20K-35K',
          },
        ],
      },
      {
        name: 'Mobile Apps',
        icon: 'smartphone',
        description: 'iOS and Android apps from one codebase, shipped fast.',
        useCases: [
          {
            icon: 'heart',
            title: 'Health & Fitness Apps',
            description:
              'Tracking, coaching and wearable integrations with personalised AI insights for each user.',
            features: ['Wearable sync', 'AI coaching', 'Secure health data'],
            timeline: '5-7 weeks',
            cost: '$35K-60K',
          },
          {
            icon: 'landmark',
            title: 'Fintech Apps',
            description:
              'Wallets, payments and onboarding with KYC checks and bank-grade security from day one.',
            features: ['KYC onboarding', 'Payments', 'Fraud alerts'],
            timeline: '6-8 weeks',
            cost: '$40K-70K',
          },
          {
            icon: 'graduation',
            title: 'Education Apps',
            description:
              'Courses, quizzes and progress tracking with an AI tutor that adapts to every learner.',
            features: ['AI tutor', 'Offline lessons', 'Progress tracking'],
            timeline: '4-6 weeks',
            cost: '$30K-50K',
          },
        ],
      },
      {
        name: 'AI Chatbots',
        icon: 'message',
        description: 'Assistants grounded in your own data and tools.',
        useCases: [
          {
            icon: 'message',
            title: 'Customer Support Bots',
            description:
              'Answer questions from your help centre and orders 24/7, handing off to agents when needed.',
            features: ['24/7 answers', 'Human handoff', 'Multilingual'],
            timeline: '2-3 weeks',
            cost: '$15K-25K',
          },
          {
            icon: 'trending-up',
            title: 'Sales Assistants',
            description:
              'Qualify leads on your site and WhatsApp, book meetings and update your CRM automatically.',
            features: ['Lead scoring', 'Meeting booking', 'CRM updates'],
            timeline: '3-4 weeks',
            cost: '$20K-35K',
          },
          {
            icon: 'bot',
            title: 'Internal Knowledge Bots',
            description:
              'Give staff instant answers from policies, wikis and documents with sources cited.',
            features: ['Cited answers', 'SSO access', 'Doc ingestion'],
            timeline: '2-4 weeks',
            cost: '$18K-30K',
          },
        ],
      },
      {
        name: 'Data Platforms',
        icon: 'database',
        description: 'Analytics that turn scattered data into decisions.',
        useCases: [
          {
            icon: 'database',
            title: 'Business Intelligence',
            description:
              'Unify 15+ data sources into dashboards and AI summaries your leadership reads every day.',
            features: ['15+ data sources', 'AI summaries', 'Role dashboards'],
            timeline: '4-5 weeks',
            cost: '$28K-48K',
          },
          {
            icon: 'target',
            title: 'Marketing Analytics',
            description:
              'Attribution across ads, CRM and sales so you know which campaigns really bring revenue.',
            features: ['Multi-touch attribution', 'Ad spend sync', 'ROAS alerts'],
            timeline: '3-5 weeks',
            cost: '$25K-40K',
          },
          {
            icon: 'truck',
            title: 'Supply Chain Analytics',
            description:
              'Demand forecasts and stock insights with 95% analysis accuracy across your network.',
            features: ['Demand forecasting', 'Stock insights', 'Supplier scoring'],
            timeline: '5-7 weeks',
            cost: '$35K-60K',
          },
        ],
      },
      {
        name: 'Automation',
        icon: 'workflow',
        description: 'AI workflows that remove repetitive work.',
        useCases: [
          {
            icon: 'file',
            title: 'Document Processing',
            description:
              'Read invoices, contracts and forms with AI and push clean data into your systems.',
            features: ['AI extraction', 'Validation rules', 'ERP export'],
            timeline: '3-4 weeks',
            cost: '$22K-38K',
          },
          {
            icon: 'users',
            title: 'HR Automation',
            description:
              'Screening, onboarding and leave workflows that keep people and paperwork in sync.',
            features: ['CV screening', 'Onboarding flows', 'Leave approvals'],
            timeline: '4-6 weeks',
            cost: '$30K-50K',
          },
          {
            icon: 'dollar',
            title: 'Finance Automation',
            description:
              'Invoice matching, reconciliation and reporting that closes your books days faster.',
            features: ['Invoice matching', 'Reconciliation', 'Auto reports'],
            timeline: '4-5 weeks',
            cost: '$28K-45K',
          },
        ],
      },
      {
        name: 'Legacy Modernization',
        icon: 'refresh',
        description: 'Old systems rebuilt without stopping the business.',
        useCases: [
          {
            icon: 'database',
            title: 'Database Migration',
            description:
              'Move legacy databases to modern cloud platforms with zero data loss and no downtime.',
            features: ['Zero data loss', 'Cloud migration', 'No downtime'],
            timeline: '6-8 weeks',
            cost: '$40K-70K',
          },
          {
            icon: 'code',
            title: 'API Layers',
            description:
              'Wrap old systems in secure, documented APIs so new apps and partners can use them.',
            features: ['REST & GraphQL', 'Auth & rate limits', 'Full docs'],
            timeline: '4-6 weeks',
            cost: '$30K-55K',
          },
          {
            icon: 'smartphone',
            title: 'UI Modernization',
            description:
              'Replace dated screens with fast, accessible web and mobile interfaces users enjoy.',
            features: ['Responsive UI', 'Accessibility', 'Design system'],
            timeline: '5-7 weeks',
            cost: '$35K-60K',
          },
        ],
      },
    ],
  },
  process: {
    heading: 'From Idea to Launch in Four Steps',
    description: 'A proven AI-assisted process with senior engineers accountable at every step.',
    steps: [
      {
        number: '01',
        title: 'AI Strategy & Requirements',
        duration: '2-3 days',
        description:
          'We map your goals, users and integrations and turn them into a scoped plan and fixed estimate.',
      },
      {
        number: '02',
        title: 'AI-Powered Rapid Prototyping',
        duration: '3-5 days',
        description:
          '80% of the prototype is AI-generated, so you click through a first working version within days.',
      },
      {
        number: '03',
        title: 'AI-Assisted Development',
        duration: '1-3 weeks',
        description:
          'Engineers build production features with Cursor, Claude and Copilot, reviewing every line.',
      },
      {
        number: '04',
        title: 'Smart Testing & Deployment',
        duration: '2-3 days',
        description:
          'AI-generated tests cover 90% of the code before we deploy with monitoring and a {fact:uptime} uptime SLA.',
      },
    ],
    total: { ai: '2-6 weeks', traditional: '6+ months', label: 'Total time to launch' },
  },
  roi: {
    heading: 'Your AI Development ROI',
    description:
      'What clients typically gain per project by building with AI instead of a traditional team.',
    perEmployee: {
      heading: 'Typical gains per project',
      items: [
        { value: '$120K', label: 'Saved per project' },
        { value: '$45K', label: 'Average cost (70% less)' },
        { value: '{fact:speedup}', label: 'Faster time to market' },
        { value: '50%', label: 'Faster feature iterations' },
      ],
    },
    headline: { value: '500%', label: 'Average ROI within 3 months' },
    stats: [
      { value: '{fact:projects}', label: 'Projects Delivered' },
      { value: '{fact:totalSavings}', label: 'Saved by Our Clients' },
      { value: '{fact:codeAccuracy}', label: 'Code Accuracy' },
      { value: '{fact:rating}/5', label: 'Client Rating' },
    ],
    cta: 'Get FREE AI Development Assessment',
    note: 'Free 30-minute strategy session • No commitment • Results within 24 hours',
  },
  finalCta: {
    heading: 'Start Building with AI This Week',
    text: 'Results within 24 hours • No commitment • {fact:uptime} uptime SLA',
    offer: 'Book this week and receive a FREE AI strategy session worth $2,500',
    buttons: ['Get FREE AI Development Audit', 'Get FREE AI Development Assessment'],
  },
  trustStrip: [
    '{fact:soc}',
    'AI-Powered Development',
    '{fact:rating}/5 Client Rating',
    'Serving UAE, KSA, Turkey and USA',
  ],
  floatingBar: { text: 'Get FREE Audit', urgency: 'Save {fact:processSavings} Yearly' },
  stickyBar: STICKY_CTA_COPY.automation,
};

/**
 * The original site's two landing pages as page records: permalink, SEO fields, lead context and
 * sticky call to action. /lp/[slug] serves them when the CMS has no landing pages or fails.
 */
export const fallbackLandingPages: LandingPage[] = [
  {
    slug: 'lp-automation-solutions',
    permalink: '/lp/automation-solutions',
    title: automationLandingPage.seo.title,
    description: automationLandingPage.seo.description,
    keywords: automationLandingPage.seo.keywords,
    leadContext: automationLandingPage.pageContext,
    stickyCta: 'lead-modal',
  },
  {
    slug: 'lp-ai-development-services',
    permalink: '/lp/ai-development-services',
    title: aiDevelopmentLandingPage.seo.title,
    description: aiDevelopmentLandingPage.seo.description,
    keywords: aiDevelopmentLandingPage.seo.keywords,
    leadContext: aiDevelopmentLandingPage.pageContext,
    stickyCta: 'lead-modal',
    // This page's title names 'AI Development Services' and the five AI coding tools;
    // that rule beats the generic 50-character trim, so the full title is kept.
    keepFullTitle: true,
  },
];
