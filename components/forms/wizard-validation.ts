/** What the wizard needs only once the visitor answers: loaded through lazyModule (see there). */
export { zodResolver } from '@hookform/resolvers/zod';
export { readAttribution } from '@/lib/attribution/client';
export {
  buildWizardSchemas,
  isWizardStepComplete as isStepComplete,
  WIZARD_STEP_SCHEMAS,
  wizardLeadSchema,
} from '@/lib/leads/contract/wizard-schema';
