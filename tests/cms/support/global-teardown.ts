import { removeTemplate } from './template';

/** Removes the seeded template the suites copied (./template.ts). */
export default function removeSeededTemplate(): void {
  removeTemplate();
}
