/** /process as blocks: the Octa framework's five steps and the industries it serves. */
import type { PageBlock } from '@/blocks/catalog';
import { heroBlockData } from './hero';
import { closingBlocks } from './closing';
import { processCopy } from '@/content-fallback/pages/process';

export const processPageBlocks: PageBlock[] = [
  {
    id: 'process-hero',
    type: 'hero',
    data: heroBlockData('process'),
  },
  {
    id: 'process-framework',
    type: 'process_steps',
    data: {
      anchor: 'octa-framework',
      heading: processCopy.framework.heading,
      description: processCopy.framework.description,
      stepLabel: processCopy.framework.stepLabel,
      deliverablesLabel: processCopy.framework.deliverablesLabel,
      steps: processCopy.steps.map(({ action, ...step }) => ({
        ...step,
        action: action.kind === 'dialog' ? action.dialog : action.kind,
        actionLabel: action.label,
        link: action.kind === 'link' ? action.href : undefined,
      })),
    },
  },
  {
    id: 'process-industries',
    type: 'chip_list',
    data: {
      anchor: 'process-industries',
      heading: processCopy.industries.heading,
      description: processCopy.industries.description,
      chips: processCopy.industries.chips,
      linkLabel: processCopy.industries.linkLabel,
      link: '/industries',
    },
  },
  ...closingBlocks('process'),
];
