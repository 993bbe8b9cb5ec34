/** /process copy: the five-step Octa framework and the industries it serves. */

/** What a step's button does: a dialog, the booking page (new tab) or a site link. */
export type ProcessStepAction =
  | { kind: 'dialog'; dialog: 'health-check' | 'wizard'; label: string }
  | { kind: 'scheduler'; label: string }
  | { kind: 'link'; href: string; label: string };

export interface OctaStep {
  name: string;
  tagline: string;
  duration: string;
  description: string;
  deliverables: string[];
  action: ProcessStepAction;
}

export const processCopy = {
  framework: {
    heading: 'The Octa Framework',
    description:
      'Five steps from a free 10-minute check to automations that keep improving. Start at step one, or join where you are.',
    stepLabel: 'Step',
    deliverablesLabel: 'What you get',
    newTabNote: '(opens in a new tab)',
  },
  steps: [
    {
      name: 'OctaScan',
      tagline: 'Free 10-minute automation health check',
      duration: '10 minutes',
      description:
        'Answer a few questions about your tools, team and daily tasks. You get an instant score of how much manual work your business carries and where automation would pay off first.',
      deliverables: [
        'Automation readiness score',
        'Top three time drains',
        'Estimated hours you could save each week',
      ],
      action: { kind: 'dialog', dialog: 'health-check', label: 'Start Free OctaScan' },
    },
    {
      name: 'OctaAudit',
      tagline: 'Deep workflow audit',
      duration: '1-2 weeks',
      description:
        'Our engineers sit with your team, map every workflow end to end and measure what each one costs in time, errors and delays, across your CRM, inbox, spreadsheets and ERP.',
      deliverables: [
        'Workflow maps of your core processes',
        'Cost of each manual step',
        'Prioritised automation backlog',
      ],
      action: { kind: 'scheduler', label: 'Book OctaAudit' },
    },
    {
      name: 'OctaPlan',
      tagline: 'Strategy and roadmap',
      duration: '1 week',
      description:
        'We turn the audit into a roadmap: which platforms to use, what to build first, what it will cost and the ROI you can expect, with quick wins in the first 30 days.',
      deliverables: [
        'Architecture and platform choice',
        'Fixed-price phases',
        'ROI projection per automation',
      ],
      action: { kind: 'scheduler', label: 'Schedule Strategy Call' },
    },
    {
      name: 'OctaCore',
      tagline: 'Implementation',
      duration: '2-8 weeks',
      description:
        'We build the automations, AI agents and integrations in short iterations, test them against your real data and train your team, so every release works from day one.',
      deliverables: [
        'Production automations and integrations',
        'Tests, monitoring and documentation',
        'Team training',
      ],
      action: { kind: 'link', href: '/portfolios', label: 'Explore Our Work' },
    },
    {
      name: 'OctaReact',
      tagline: 'Optimise and support',
      duration: 'Ongoing',
      description:
        'We monitor every workflow {fact:support}, fix issues before you notice them and keep improving: new automations, better prompts and monthly reports on the hours and money saved.',
      deliverables: [
        '{fact:support} monitoring and support',
        'Monthly savings report',
        'Continuous improvements',
      ],
      action: { kind: 'dialog', dialog: 'wizard', label: 'Join OctaReact' },
    },
  ] satisfies OctaStep[],
  industries: {
    heading: 'Proven Across Industries',
    description: 'The same five steps, tuned to the workflows and rules of your sector.',
    chips: ['Healthcare', 'Retail', 'Logistics', 'Real Estate', 'Education', 'Manufacturing'],
    linkLabel: 'See all industries',
  },
};
