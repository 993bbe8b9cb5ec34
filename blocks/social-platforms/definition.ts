import { choice, list, paragraph, tags, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import type { SocialPlatformId } from '@/lib/content/types';
import { anchor, highlight } from '@/lib/blocks/shared-fields';

const NETWORKS: ReadonlyArray<{ value: SocialPlatformId; text: string }> = [
  { value: 'facebook', text: 'Facebook' },
  { value: 'instagram', text: 'Instagram' },
  { value: 'x', text: 'X (Twitter)' },
  { value: 'linkedin', text: 'LinkedIn' },
  { value: 'tiktok', text: 'TikTok' },
  { value: 'youtube', text: 'YouTube' },
];

export const socialPlatformsBlock = defineBlock({
  type: 'social_platforms',
  label: 'Social platforms',
  icon: 'share',
  note: 'Social networks with their brand mark, a text and what we automate there.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    highlight,
    description: paragraph('Description', 240, { optional: true }),
    featuresLabel: text('Features list name', 40, {
      half: true,
      note: "Read by screen readers after a network's name, e.g. What we automate.",
    }),
    platforms: list(
      'Networks',
      {
        network: choice('Brand mark', NETWORKS, 'facebook', { half: true }),
        name: text('Name', 40, { half: true }),
        description: paragraph('Text', 240),
        features: tags('Features', 6, 60),
      },
      '{{name}}',
      { min: 1, max: 6 },
    ),
  },
});
