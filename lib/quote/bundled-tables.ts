import type { PriceBand, QuoteScope, QuoteTables } from './estimate';

/**
 * The bundled estimate tables (lib/quote/estimate.ts): used until editors keep their own in
 * Directus. Per service: starter, standard and advanced bands in USD and weeks. Figures and ids
 * only, no words a visitor reads: so they sit here, not in content-fallback/ (whose modules are
 * extracted for translation).
 */
const BANDS: Record<string, Record<QuoteScope, [number, number, number, number]>> = {
  'business-automation': {
    starter: [3000, 6000, 2, 4],
    standard: [8000, 15000, 4, 8],
    advanced: [20000, 40000, 8, 16],
  },
  'ai-development': {
    starter: [5000, 10000, 3, 6],
    standard: [15000, 30000, 6, 12],
    advanced: [35000, 80000, 12, 24],
  },
  'product-development': {
    starter: [10000, 20000, 6, 10],
    standard: [25000, 50000, 10, 18],
    advanced: [60000, 120000, 18, 32],
  },
  'ai-apps-integrations': {
    starter: [3000, 7000, 2, 4],
    standard: [8000, 18000, 4, 8],
    advanced: [20000, 45000, 8, 14],
  },
  automation: {
    starter: [2500, 5000, 2, 3],
    standard: [6000, 12000, 3, 6],
    advanced: [15000, 30000, 6, 12],
  },
  'cloud-services': {
    starter: [2500, 6000, 1, 3],
    standard: [7000, 15000, 3, 6],
    advanced: [18000, 40000, 6, 12],
  },
  'devops-services': {
    starter: [2500, 5000, 1, 3],
    standard: [6000, 14000, 3, 6],
    advanced: [15000, 35000, 6, 12],
  },
  'web-mobile-dev': {
    starter: [5000, 12000, 4, 8],
    standard: [15000, 35000, 8, 14],
    advanced: [40000, 90000, 14, 26],
  },
  'ui-ux-design': {
    starter: [2000, 5000, 2, 3],
    standard: [6000, 12000, 3, 6],
    advanced: [14000, 28000, 6, 10],
  },
  'automated-social-media': {
    starter: [1500, 3500, 1, 2],
    standard: [4000, 8000, 2, 4],
    advanced: [9000, 18000, 4, 8],
  },
};

export const fallbackQuoteTables: QuoteTables = {
  bands: Object.entries(BANDS).flatMap(([service, scopes]) =>
    (Object.entries(scopes) as Array<[QuoteScope, [number, number, number, number]]>).map(
      ([scope, [minUsd, maxUsd, minWeeks, maxWeeks]]): PriceBand => ({
        service,
        scope,
        minUsd,
        maxUsd,
        minWeeks,
        maxWeeks,
      }),
    ),
  ),
  timelines: [
    { timeline: 'flexible', price: 0.95, duration: 1.25 },
    { timeline: 'standard', price: 1, duration: 1 },
    { timeline: 'rush', price: 1.25, duration: 0.75 },
  ],
};
