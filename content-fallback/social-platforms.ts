import type { SocialPlatform } from '@/lib/content/types';

/** /services/automated-social-media: the six platforms. */
export const socialPlatforms: SocialPlatform[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    description: 'Page posts, events and community replies scheduled and answered on time.',
    features: [
      'Scheduled page posts',
      'Comment auto-replies',
      'Lead form sync to CRM',
      'Audience insights',
    ],
  },
  {
    id: 'instagram',
    name: 'Instagram',
    description: 'Feed posts, carousels and stories planned on a visual calendar.',
    features: [
      'Visual grid planner',
      'Story and reel scheduling',
      'Hashtag sets',
      'DM keyword replies',
    ],
  },
  {
    id: 'x',
    name: 'Twitter/X',
    description: 'Timely posts and threads with monitoring of mentions and keywords.',
    features: ['Thread scheduling', 'Mention monitoring', 'Trend alerts', 'Best-time posting'],
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    description: 'Company and founder content that builds trust with B2B buyers.',
    features: [
      'Company page posts',
      'Founder ghostwriting drafts',
      'Document carousels',
      'Lead tracking',
    ],
  },
  {
    id: 'tiktok',
    name: 'TikTok',
    description: 'Short-form video ideas, captions and posting at your audience’s peak hours.',
    features: [
      'Trend-based video ideas',
      'Caption drafts',
      'Scheduled publishing',
      'Performance reports',
    ],
  },
  {
    id: 'youtube',
    name: 'YouTube',
    description: 'Video descriptions, chapters and Shorts published with search in mind.',
    features: [
      'SEO titles and descriptions',
      'Auto chapters',
      'Shorts scheduling',
      'Comment moderation',
    ],
  },
];
