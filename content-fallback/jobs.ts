import type { EmploymentType, Job } from '@/lib/content/types';

/** The location shown for a job record without one (CMS or fallback). */
export const DEFAULT_JOB_LOCATION = 'DHA Phase 4 Lahore, Pakistan';

export type FallbackJob = Omit<Job, 'location'> & { location?: string };

/** The words of a job's own page (/careers/{slug}). */
export const jobPageCopy = {
  backLabel: 'All open positions',
  detailsLabel: 'Position details',
  locationLabel: 'Location',
  typeLabel: 'Employment type',
  remoteLabel: 'Remote',
  postedLabel: 'Posted',
  applyByLabel: 'Apply by',
  responsibilitiesHeading: 'What You Will Do',
  requirementsHeading: 'What You Bring',
  applyHeading: 'Apply for This Position',
  applyText:
    'Send us your details and a few lines about yourself. Put a link to your CV or LinkedIn profile in the message.',
  applyLabel: 'Apply Now',
  readMoreLabel: 'Read the full role',
  employmentTypes: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
    INTERN: 'Internship',
  } satisfies Record<EmploymentType, string>,
};

/** Open roles, each with its own page at /careers/{slug}. */
export const fallbackJobs: FallbackJob[] = [
  {
    id: 'senior-full-stack-engineer',
    slug: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer (Next.js / Node.js)',
    location: 'DHA Phase 4 Lahore, Pakistan (Hybrid)',
    addressCountry: 'PK',
    remote: false,
    employmentType: 'FULL_TIME',
    summary:
      'Own client features end to end in Next.js, TypeScript and Node.js, and mentor the engineers around you.',
    description:
      'Own features end to end on client products built with Next.js, TypeScript and Node.js. You will shape architecture, review code, mentor mid-level engineers and talk directly with clients in the UAE and USA. 5+ years of professional experience required.',
    responsibilities: [
      'Design and build features from the database to the interface',
      'Review code and keep the architecture simple as products grow',
      'Mentor mid-level engineers through pairing and reviews',
      'Talk with clients to turn their goals into plans',
    ],
    requirements: [
      '5+ years of professional software development',
      'Deep knowledge of TypeScript, React and Node.js',
      'Production experience with Next.js and SQL databases',
      'Clear written and spoken English',
    ],
    datePosted: '2026-11-02',
    validThrough: '2027-02-28',
  },
  {
    id: 'ai-engineer',
    slug: 'ai-engineer',
    title: 'AI Engineer (LLM Applications)',
    addressCountry: 'PK',
    remote: false,
    employmentType: 'FULL_TIME',
    summary:
      'Build assistants, document pipelines and AI agents that real businesses rely on every day.',
    description:
      'Design and ship retrieval-augmented assistants, document pipelines and AI agents for real businesses. You know Python, have deployed LLM features to production, and care about evaluation, cost and safety as much as prompts.',
    responsibilities: [
      'Build retrieval-augmented assistants and AI agents for clients',
      'Set up evaluations that show when a change helps or hurts',
      'Keep model costs, latency and data safety in check',
      'Explain trade-offs to clients in plain words',
    ],
    requirements: [
      'Strong Python and experience with LLM APIs',
      'At least one LLM feature running in production',
      'Knowledge of vector search and prompt evaluation',
      'Care for privacy and safe handling of client data',
    ],
    datePosted: '2026-11-09',
    validThrough: '2027-02-28',
  },
  {
    id: 'automation-specialist',
    slug: 'automation-specialist',
    title: 'Automation Specialist (n8n / Make / Zapier)',
    location: 'Remote (Pakistan)',
    addressCountry: 'PK',
    remote: true,
    employmentType: 'FULL_TIME',
    summary:
      'Turn client workflows into dependable automations across CRMs, e-mail, spreadsheets and ERPs.',
    description:
      'Map client workflows and turn them into dependable automations across CRMs, e-mail, spreadsheets and ERPs. Strong JavaScript, API know-how and a habit of documenting what you build are a must.',
    responsibilities: [
      'Map client workflows and find the steps worth automating',
      'Build and test automations in n8n, Make and Zapier',
      'Monitor running automations and fix failures fast',
      'Document every automation so clients can rely on it',
    ],
    requirements: [
      '2+ years building automations or integrations',
      'Strong JavaScript and REST API know-how',
      'Experience with at least one CRM and one ERP',
      'A habit of writing clear documentation',
    ],
    datePosted: '2026-11-16',
    validThrough: '2027-01-31',
  },
  {
    id: 'business-development-executive',
    slug: 'business-development-executive',
    title: 'Business Development Executive (GCC)',
    location: 'Dubai, United Arab Emirates',
    addressCountry: 'AE',
    remote: false,
    employmentType: 'FULL_TIME',
    summary:
      'Grow our client base across the UAE and KSA, from the first call to long-term partnerships.',
    description:
      'Grow our client base across the UAE and KSA. You will qualify leads, run discovery calls with our solution architects and build long-term relationships with decision makers. Arabic is a strong plus.',
    responsibilities: [
      'Qualify inbound leads and find new ones across the GCC',
      'Run discovery calls together with our solution architects',
      'Write clear proposals and follow them through to signature',
      'Build long-term relationships with decision makers',
    ],
    requirements: [
      '3+ years in B2B sales of software or services',
      'A network among companies in the UAE or KSA',
      'Fluent English; Arabic is a strong plus',
      'Based in Dubai or willing to relocate',
    ],
    datePosted: '2026-11-20',
    validThrough: '2027-01-31',
  },
];
