/** What the lead modal needs only once the visitor answers: loaded through lazyModule (see there). */
export { zodResolver } from '@hookform/resolvers/zod';
export { readAttribution } from '@/lib/attribution/client';
export {
  LEAD_MODAL_STEP_SCHEMAS,
  buildLeadModalSchema,
  buildLeadModalSteps,
  isLeadModalStepComplete as isStepComplete,
} from '@/lib/leads/contract/lead-modal-schema';
