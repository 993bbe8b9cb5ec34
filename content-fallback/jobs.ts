import type { Job } from '@/lib/content/types';

/** Open roles. A missing location becomes 'DHA Phase 4 Lahore, Pakistan' when mapped. */
/** The location shown for a job record without one (CMS or fallback). */
export const DEFAULT_JOB_LOCATION = 'DHA Phase 4 Lahore, Pakistan';

export type FallbackJob = Omit<Job, 'location'> & { location?: string };

export const fallbackJobs: FallbackJob[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer (Next.js / Node.js)',
    location: 'DHA Phase 4 Lahore, Pakistan (Hybrid)',
    employmentType: 'Full-time',
    description:
      'Own features end to end on client products built with Next.js, TypeScript and Node.js. You will shape architecture, review code, mentor mid-level engineers and talk directly with clients in the UAE and USA. 5+ years of professional experience required.',
  },
  {
    id: 'ai-engineer',
    title: 'AI Engineer (LLM Applications)',
    employmentType: 'Full-time',
    description:
      'Design and ship retrieval-augmented assistants, document pipelines and AI agents for real businesses. You know Python, have deployed LLM features to production, and care about evaluation, cost and safety as much as prompts.',
  },
  {
    id: 'automation-specialist',
    title: 'Automation Specialist (n8n / Make / Zapier)',
    location: 'Remote (Pakistan)',
    employmentType: 'Full-time',
    description:
      'Map client workflows and turn them into dependable automations across CRMs, e-mail, spreadsheets and ERPs. Strong JavaScript, API know-how and a habit of documenting what you build are a must.',
  },
  {
    id: 'business-development-executive',
    title: 'Business Development Executive (GCC)',
    location: 'Dubai, United Arab Emirates',
    employmentType: 'Full-time',
    description:
      'Grow our client base across the UAE and KSA. You will qualify leads, run discovery calls with our solution architects and build long-term relationships with decision makers. Arabic is a strong plus.',
  },
];
