/** /privacy-policy as blocks: the policy's numbered sections as one legal text. */
import type { PageBlock } from '@/blocks/catalog';
import { heroBlockData } from './hero';
import { closingBlocks } from './closing';
import {
  PRIVACY_POLICY_EFFECTIVE_DATE,
  privacyPolicyCopy,
  privacyPolicySections,
} from '@/content-fallback/pages/privacy-policy';

export const privacyPolicyPageBlocks: PageBlock[] = [
  {
    id: 'privacy-hero',
    type: 'hero',
    data: heroBlockData('privacy', { showButton: false }),
  },
  {
    id: 'privacy-policy',
    type: 'legal_text',
    data: {
      effectiveLabel: privacyPolicyCopy.effectiveLabel,
      effectiveDate: PRIVACY_POLICY_EFFECTIVE_DATE,
      intro: privacyPolicyCopy.intro,
      sections: privacyPolicySections.map((section) => ({
        anchor: section.id,
        title: section.title,
        body: section.body,
      })),
      emailLabel: privacyPolicyCopy.emailLabel,
      phoneLabel: privacyPolicyCopy.phoneLabel,
    },
  },
  ...closingBlocks('privacy'),
];
