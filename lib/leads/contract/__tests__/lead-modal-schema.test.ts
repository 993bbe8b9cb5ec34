import {
  LEAD_GOAL_OPTIONS,
  LEAD_INDUSTRY_NEEDS,
  LEAD_INDUSTRY_OPTIONS,
  type LeadContextOptions,
} from '@/content-fallback/lead-modal-options';
import { EMPTY_LEAD_MODAL_DRAFT } from '../drafts';
import {
  LEAD_MODAL_MESSAGES,
  buildLeadModalRequestSchema,
  isLeadModalStepComplete,
  leadModalRequestSchema,
  type LeadModalDraft,
} from '../lead-modal-schema';

const complete: LeadModalDraft = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  company: 'COBOL Inc',
  phone: '',
  companySize: '51-200',
  industry: 'finance',
  timeline: '1-2-months',
  budget: '25k-50k',
  primaryGoal: LEAD_GOAL_OPTIONS.automation[1]!.value,
  currentChallenges: [LEAD_INDUSTRY_NEEDS.automation.finance.challenges[0].value],
};

describe('lead modal step rules', () => {
  it('step 1: name, business email and company are required; phone is optional', () => {
    expect(isLeadModalStepComplete(1, EMPTY_LEAD_MODAL_DRAFT)).toBe(false);
    expect(isLeadModalStepComplete(1, { ...complete, company: '' })).toBe(false);
    expect(isLeadModalStepComplete(1, { ...complete, name: ' ' })).toBe(false);
    expect(isLeadModalStepComplete(1, { ...complete, email: '' })).toBe(false);
    expect(isLeadModalStepComplete(1, { ...complete, email: 'grace at navy' })).toBe(false);
    expect(isLeadModalStepComplete(1, { ...complete, phone: '' })).toBe(true);
    expect(isLeadModalStepComplete(1, { ...complete, phone: '+1 (555) 010-2000' })).toBe(true);
  });

  it('step 2: company size, industry and timeline must all be chosen; budget is optional', () => {
    expect(isLeadModalStepComplete(2, { ...complete, companySize: '' })).toBe(false);
    expect(isLeadModalStepComplete(2, { ...complete, industry: '' })).toBe(false);
    expect(isLeadModalStepComplete(2, { ...complete, timeline: '' })).toBe(false);
    expect(isLeadModalStepComplete(2, { ...complete, budget: '' })).toBe(true);
  });

  it('step 3: a primary goal and at least one use case or challenge', () => {
    expect(isLeadModalStepComplete(3, { ...complete, primaryGoal: '' })).toBe(false);
    expect(isLeadModalStepComplete(3, { ...complete, currentChallenges: [] })).toBe(false);
    expect(isLeadModalStepComplete(3, complete)).toBe(true);
  });
});

describe('lead modal options', () => {
  it('offers every industry of the LeadIndustry view-model type, each once', () => {
    // LEAD_INDUSTRY_NEEDS is keyed by every LeadIndustry (its type says so); the options list them.
    const offered = LEAD_INDUSTRY_OPTIONS.map((option) => option.value);
    expect(new Set(offered).size).toBe(offered.length);
    for (const context of ['automation', 'ai-development'] as const)
      expect([...offered].sort()).toEqual(Object.keys(LEAD_INDUSTRY_NEEDS[context]).sort());
  });

  it.each(['automation', 'ai-development'] as const)(
    '%s: every industry has four challenges and four use cases',
    (context) => {
      for (const { value } of LEAD_INDUSTRY_OPTIONS) {
        const needs = LEAD_INDUSTRY_NEEDS[context][value];
        const values = [...needs.challenges, ...needs.useCases].map((need) => need.value);
        const labels = [...needs.challenges, ...needs.useCases].map((need) => need.label);
        // One list on the wire (currentChallenges): values must not repeat across the two groups.
        expect(new Set(values).size).toBe(8);
        expect(new Set(labels).size).toBe(8);
        for (const value of values) expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
      const goals = LEAD_GOAL_OPTIONS[context].map((goal) => goal.value);
      expect(new Set(goals).size).toBe(goals.length);
      for (const value of goals) expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    },
  );

  it('options differ between the automation and AI development pages', () => {
    for (const { value } of LEAD_INDUSTRY_OPTIONS) {
      const automation = [
        ...LEAD_INDUSTRY_NEEDS.automation[value].challenges,
        ...LEAD_INDUSTRY_NEEDS.automation[value].useCases,
      ];
      const ai = [
        ...LEAD_INDUSTRY_NEEDS['ai-development'][value].challenges,
        ...LEAD_INDUSTRY_NEEDS['ai-development'][value].useCases,
      ];
      const aiLabels = ai.map((need) => need.label);
      expect(automation.filter((need) => aiLabels.includes(need.label))).toEqual([]);
    }
  });
});

describe('lead modal request schema', () => {
  const request = { ...complete, pageContext: 'automation', source: 'lead-modal' };

  it('accepts a complete lead', () => {
    expect(leadModalRequestSchema.parse(request).currentChallenges).toEqual(
      complete.currentChallenges,
    );
  });

  it('defaults page context to automation when the modal was opened without one', () => {
    const withoutContext: Partial<typeof request> = { ...request };
    delete withoutContext.pageContext;
    expect(leadModalRequestSchema.parse(withoutContext).pageContext).toBe('automation');
  });

  it('rejects challenges that were not offered for that page and industry', () => {
    const result = leadModalRequestSchema.safeParse({
      ...request,
      currentChallenges: [LEAD_INDUSTRY_NEEDS['ai-development'].finance.useCases[0].value],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LEAD_MODAL_MESSAGES.needsUnknown);
  });

  it('rejects a goal from the other page context', () => {
    const result = leadModalRequestSchema.safeParse({
      ...request,
      primaryGoal: LEAD_GOAL_OPTIONS['ai-development'][0]!.value,
    });
    expect(result.success).toBe(false);
  });

  it('takes the stable values, not the labels visitors read', () => {
    const result = leadModalRequestSchema.safeParse({
      ...request,
      primaryGoal: LEAD_GOAL_OPTIONS.automation[1]!.label,
      currentChallenges: [LEAD_INDUSTRY_NEEDS.automation.finance.challenges[0].label],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      LEAD_MODAL_MESSAGES.goalUnknown,
      LEAD_MODAL_MESSAGES.needsUnknown,
    ]);
  });
});

describe('a lead context of its own (an editor made it in the CMS)', () => {
  const spring: LeadContextOptions = {
    key: 'spring-clinics',
    title: 'Plan Your Spring',
    goals: [{ value: 'halve-front-desk-work', label: 'Halve our front-desk work' }],
    needs: {
      healthcare: {
        challenges: [{ value: 'phones-ring-all-day', label: 'Phones ring all day' }],
        useCases: [],
      },
    },
  };
  const schema = buildLeadModalRequestSchema((key) => (key === spring.key ? spring : undefined));
  const springLead = {
    ...complete,
    source: 'lead-modal',
    industry: 'healthcare',
    pageContext: spring.key,
    primaryGoal: 'halve-front-desk-work',
    currentChallenges: ['phones-ring-all-day'],
    landingPage: '/lp/spring-clinics?utm_source=google',
  };

  it("accepts that context's goal and needs, with the landing page it was sent from", () => {
    expect(schema.parse(springLead)).toMatchObject({
      pageContext: 'spring-clinics',
      landingPage: '/lp/spring-clinics?utm_source=google',
    });
  });

  it("refuses the bundled contexts' options, and an industry it lists nothing for", () => {
    expect(
      schema.safeParse({ ...springLead, primaryGoal: LEAD_GOAL_OPTIONS.automation[0]!.value })
        .success,
    ).toBe(false);
    expect(schema.safeParse({ ...springLead, industry: 'finance' }).success).toBe(false);
  });

  it('refuses a context the resolver does not know, and a malformed key', () => {
    const unknown = schema.safeParse({ ...springLead, pageContext: 'autumn' });
    expect(unknown.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['pageContext']);
    expect(schema.safeParse({ ...springLead, pageContext: 'Spring Clinics' }).success).toBe(false);
  });

  it('takes a landing page only as a site path (with its query), or blank', () => {
    expect(schema.safeParse({ ...springLead, landingPage: '' }).success).toBe(true);
    expect(schema.safeParse({ ...springLead, landingPage: 'https://evil.example/' }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...springLead, landingPage: '/lp/<script>' }).success).toBe(false);
  });
});
