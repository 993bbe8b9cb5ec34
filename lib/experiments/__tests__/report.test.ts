import type { LeadRecord } from '@/lib/leads/store';
import { campaignReport, formatCampaignReport, leadsPerArm } from '../report';
import { probabilityToBeat } from '../stats';

const lead = (payload: unknown) => ({ payload }) as LeadRecord;

describe("an experiment's report", () => {
  it('counts the leads that carry each arm of this experiment only', () => {
    const leads = [
      lead({ experiment: { experiment: 'lp-spring', variant: 'lp-spring' } }),
      lead({ experiment: { experiment: 'lp-spring', variant: 'lp-spring-b' } }),
      lead({ experiment: { experiment: 'lp-spring', variant: 'lp-spring-b' } }),
      lead({ experiment: { experiment: 'lp-autumn', variant: 'lp-autumn-b' } }),
      lead({ values: {} }),
      lead(null),
    ];
    expect(leadsPerArm('lp-spring', leads)).toEqual(
      new Map([
        ['lp-spring', 1],
        ['lp-spring-b', 2],
      ]),
    );
  });

  it('gives views, leads, the rate and the probability to beat the original, original first', () => {
    const rows = campaignReport(
      'lp-spring',
      new Map([
        ['lp-spring-b', 1000],
        ['lp-spring', 1000],
      ]),
      new Map([
        ['lp-spring', 20],
        ['lp-spring-b', 35],
      ]),
    );
    expect(rows).toEqual([
      { variant: 'lp-spring', isOriginal: true, views: 1000, leads: 20, rate: 0.02 },
      {
        variant: 'lp-spring-b',
        isOriginal: false,
        views: 1000,
        leads: 35,
        rate: 0.035,
        probabilityToBeatOriginal: probabilityToBeat(
          { views: 1000, leads: 35 },
          { views: 1000, leads: 20 },
        ),
      },
    ]);
    // 35 against 20 leads in 1000 views each: the variant is very probably better.
    expect(rows[1]!.probabilityToBeatOriginal).toBeGreaterThan(0.97);
    expect(rows[1]!.probabilityToBeatOriginal).toBeLessThan(0.995);
    const table = formatCampaignReport('lp-spring', rows);
    expect(table).toContain('lp-spring (original)');
    expect(table).toMatch(/lp-spring-b\s+1000\s+35\s+3\.50 %\s+9\d\.\d\d %/);
  });

  it('lists an arm nobody has seen yet with zeros', () => {
    expect(campaignReport('lp-spring', new Map(), new Map())).toEqual([
      { variant: 'lp-spring', isOriginal: true, views: 0, leads: 0, rate: 0 },
    ]);
  });
});
