/**
 * The company's facts: every figure a visitor reads as a claim about the company, stated once.
 * The copy refers to them by key ('{fact:projects} Projects Delivered'); lib/content writes the
 * value in, in the page's language. Editors change them in the settings singleton (Company
 * facts); these are the bundled values, and docs/content.md lists where each shows.
 */
export const fallbackFacts = {
  projects: '500+',
  satisfaction: '92%',
  rating: '4.9',
  reviews: '23',
  countries: '8',
  years: '12+',
  founded: '2014',
  team: '40+',
  network: '150+',
  support: '24/7',
  retention: '95%',
  hoursSaved: '20+',
  manualTasks: '85%',
  fewerErrors: '95%',
  uptime: '99.9%',
  costReduction: '40%',
  processSavings: '$50K+',
  clientSavings: '$200K+',
  totalSavings: '$5M+',
  automationRoi: '400%',
  codeAccuracy: '95%',
  speedup: '10x',
  zapierApps: '7,000+',
  soc: 'SOC 2 Compliant',
  gdpr: 'GDPR Compliant',
} as const;

export type FactKey = keyof typeof fallbackFacts;
