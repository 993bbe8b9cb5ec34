import { EMPTY_WIZARD_DRAFT } from '../drafts';
import { isWizardStepComplete, wizardLeadRequestSchema, type WizardDraft } from '../wizard-schema';

const complete: WizardDraft = {
  services: ['ai-development', 'cloud-solutions'],
  companySize: 'small',
  timeline: 'asap',
  primaryGoal: 'efficiency',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
};

describe('wizard step rules', () => {
  it('step 1 needs at least one service', () => {
    expect(isWizardStepComplete(1, EMPTY_WIZARD_DRAFT)).toBe(false);
    expect(isWizardStepComplete(1, { ...EMPTY_WIZARD_DRAFT, services: ['mobile-apps'] })).toBe(
      true,
    );
    expect(isWizardStepComplete(1, { ...EMPTY_WIZARD_DRAFT, services: ['not-a-service'] })).toBe(
      false,
    );
  });

  it('step 2 needs both company size and timeline', () => {
    expect(isWizardStepComplete(2, { ...EMPTY_WIZARD_DRAFT, companySize: 'small' })).toBe(false);
    expect(isWizardStepComplete(2, { ...EMPTY_WIZARD_DRAFT, timeline: '3months' })).toBe(false);
    expect(
      isWizardStepComplete(2, { ...EMPTY_WIZARD_DRAFT, companySize: 'large', timeline: '1month' }),
    ).toBe(true);
  });

  it('step 3 needs a primary goal', () => {
    expect(isWizardStepComplete(3, EMPTY_WIZARD_DRAFT)).toBe(false);
    expect(isWizardStepComplete(3, { ...EMPTY_WIZARD_DRAFT, primaryGoal: 'data' })).toBe(true);
  });

  it('step 4 needs name, company and an email that passes the one email rule', () => {
    expect(isWizardStepComplete(4, { ...complete, name: '  ' })).toBe(false);
    expect(isWizardStepComplete(4, { ...complete, email: '' })).toBe(false);
    expect(isWizardStepComplete(4, { ...complete, company: '' })).toBe(false);
    expect(isWizardStepComplete(4, { ...complete, email: 'not-an-email' })).toBe(false);
  });

  it('an unknown step is never complete', () => {
    expect(isWizardStepComplete(5, complete)).toBe(false);
  });
});

describe('wizard request schema', () => {
  it('accepts a complete wizard lead and trims text', () => {
    const parsed = wizardLeadRequestSchema.parse({
      ...complete,
      name: '  Ada Lovelace ',
      source: 'wizard',
      attribution: { utm_source: 'google' },
    });
    expect(parsed.name).toBe('Ada Lovelace');
    expect(parsed.attribution).toEqual({ utm_source: 'google' });
  });

  it('rejects a company size outside the wizard buckets', () => {
    const result = wizardLeadRequestSchema.safeParse({
      ...complete,
      companySize: '11-50',
      source: 'wizard',
    });
    expect(result.success).toBe(false);
  });
});
