/** /careers as blocks: open positions (the Jobs collection), benefits and the hiring process. */
import type { PageBlock } from '@/blocks/catalog';
import { heroBlockData } from './hero';
import { closingBlocks } from './closing';
import { careersCopy } from '@/content-fallback/pages/careers';
import { DEFAULT_JOB_LOCATION, jobPageCopy } from '@/content-fallback/jobs';

export const careersPageBlocks: PageBlock[] = [
  {
    id: 'careers-hero',
    type: 'hero',
    data: heroBlockData('careers'),
  },
  {
    id: 'careers-positions',
    type: 'open_positions',
    data: {
      // The hero's button jumps here.
      anchor: 'open-positions',
      heading: careersCopy.openPositions.heading,
      description: careersCopy.openPositions.description,
      defaultLocation: DEFAULT_JOB_LOCATION,
      applyLabel: careersCopy.applyLabel,
      readMoreLabel: jobPageCopy.readMoreLabel,
      fullTimeLabel: jobPageCopy.employmentTypes.FULL_TIME,
      partTimeLabel: jobPageCopy.employmentTypes.PART_TIME,
      contractLabel: jobPageCopy.employmentTypes.CONTRACTOR,
      temporaryLabel: jobPageCopy.employmentTypes.TEMPORARY,
      internLabel: jobPageCopy.employmentTypes.INTERN,
      applySubject: careersCopy.applySubjectTemplate,
      emptyHeading: careersCopy.emptyState.heading,
      emptyText: careersCopy.emptyState.text,
      resumeLabel: careersCopy.emptyState.resumeLabel,
      resumeSubject: careersCopy.emptyState.resumeSubject,
    },
  },
  {
    id: 'careers-benefits',
    type: 'cards',
    data: {
      anchor: 'benefits',
      variant: 'plain',
      heading: careersCopy.benefits.heading,
      items: careersCopy.benefits.items.map((item) => ({ ...item, icon: 'sparkles' as const })),
    },
  },
  {
    id: 'careers-hiring',
    type: 'cards',
    data: {
      anchor: 'hiring-process',
      variant: 'numbered-row',
      heading: careersCopy.hiringProcess.heading,
      description: careersCopy.hiringProcess.description,
      items: careersCopy.hiringProcess.steps.map((step) => ({
        ...step,
        icon: 'sparkles' as const,
      })),
    },
  },
  ...closingBlocks('careers'),
];
