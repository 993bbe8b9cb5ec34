/** Careers page copy. Jobs themselves come from getJobs(). */
import { BRAND_NAME } from '@/content-fallback/site';

export interface BenefitCard {
  title: string;
  description: string;
}

export interface HiringStep {
  title: string;
  description: string;
}

export const careersCopy = {
  openPositions: {
    heading: 'Open Positions',
    description:
      'Join a team that ships AI, automation and software for clients in the UAE, KSA, Turkey and the USA.',
  },
  applyLabel: 'Apply',
  /** {job} is the job title. */
  applySubjectTemplate: 'Application for {job}',
  emptyState: {
    heading: 'No Open Positions',
    text: 'We are not hiring for a specific role right now, but we always want to hear from great engineers, designers and automation specialists.',
    resumeLabel: 'Send Us Your Resume',
    resumeSubject: 'Future Opportunities',
  },
  benefits: {
    heading: `Why Work at ${BRAND_NAME}`,
    items: [
      {
        title: 'Real Products, Real Clients',
        description:
          'Work directly with founders and operations teams and see your automations save them hours every week.',
      },
      {
        title: 'Learning Budget',
        description:
          'Courses, certifications and conference tickets for AI, cloud and automation platforms.',
      },
      {
        title: 'Flexible Hybrid Work',
        description:
          'Office days in DHA Phase 4, Lahore, with remote days that fit how you focus best.',
      },
      {
        title: 'Health Cover',
        description: 'Medical insurance for you and your family from your first month.',
      },
      {
        title: 'Growth Path',
        description:
          'Clear levels, twice-yearly reviews and the chance to lead client engagements in the Middle East.',
      },
      {
        title: 'Modern Stack',
        description:
          'Next.js, TypeScript, Python, n8n and the latest AI tooling, chosen for each problem, not by habit.',
      },
    ] satisfies BenefitCard[],
  },
  hiringProcess: {
    heading: 'How We Hire',
    description: 'Four steps, usually within two weeks. You hear back from us at every stage.',
    steps: [
      {
        title: 'Apply',
        description: 'Send your CV and a few lines about what you want to build next.',
      },
      {
        title: 'Intro Call',
        description:
          'A 30-minute conversation with the hiring lead about your experience and goals.',
      },
      {
        title: 'Practical Task',
        description:
          'A short, paid task or a pairing session close to the real work, never a trick puzzle.',
      },
      {
        title: 'Offer',
        description:
          'Meet the team you would join, then receive a written offer within three working days.',
      },
    ] satisfies HiringStep[],
  },
};
