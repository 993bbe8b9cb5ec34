import {
  SiAirtable,
  SiClaude,
  SiCursor,
  SiGithubcopilot,
  SiMake,
  SiN8n,
  SiReplit,
  SiUipath,
  SiV0,
  SiZapier,
} from '@icons-pack/react-simple-icons';
import type { ComponentType, SVGProps } from 'react';
import { LetterCircle } from './letter-circle';
import { PlatformLogoImage } from './platform-logo-image';

type BrandIcon = ComponentType<
  SVGProps<SVGSVGElement> & { title?: string; color?: string; size?: number | string }
>;

/** Brand marks that exist in simple-icons; others fall back to the first-letter circle. */
const BRAND_ICONS: Record<string, BrandIcon> = {
  airtable: SiAirtable,
  claude: SiClaude,
  cursor: SiCursor,
  githubcopilot: SiGithubcopilot,
  make: SiMake,
  n8n: SiN8n,
  replit: SiReplit,
  uipath: SiUipath,
  v0: SiV0,
  zapier: SiZapier,
};

interface PlatformLogoProps {
  name: string;
  color: string;
  brand?: string;
  logoUrl?: string;
  size?: number;
}

export function PlatformLogo({ name, color, brand, logoUrl, size = 40 }: PlatformLogoProps) {
  const Icon = brand ? BRAND_ICONS[brand] : undefined;
  if (Icon) return <Icon aria-hidden="true" color="default" size={size} className="shrink-0" />;
  if (logoUrl) return <PlatformLogoImage src={logoUrl} name={name} color={color} size={size} />;
  return <LetterCircle name={name} color={color} size={size} />;
}
