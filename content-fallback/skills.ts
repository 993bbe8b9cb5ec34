import type { Skill } from '@/lib/content/types';

export const fallbackSkills: Skill[] = [
  { id: 'nextjs', name: 'Next.js' },
  { id: 'react', name: 'React' },
  { id: 'react-native', name: 'React Native' },
  { id: 'flutter', name: 'Flutter' },
  { id: 'nodejs', name: 'Node.js' },
  { id: 'python', name: 'Python' },
  { id: 'typescript', name: 'TypeScript' },
  { id: 'postgresql', name: 'PostgreSQL' },
  { id: 'aws', name: 'AWS' },
  { id: 'docker', name: 'Docker' },
  { id: 'kubernetes', name: 'Kubernetes' },
  { id: 'openai', name: 'OpenAI' },
  { id: 'langchain', name: 'LangChain' },
  { id: 'n8n', name: 'n8n' },
  { id: 'make', name: 'Make' },
  { id: 'zapier', name: 'Zapier' },
  { id: 'figma', name: 'Figma' },
  { id: 'stripe', name: 'Stripe' },
];
