import { BrandMark, brandMarkIdOf, brandMarkTitle } from './brand-marks';
import { LetterCircle } from './letter-circle';
import { PlatformLogoImage } from './platform-logo-image';

interface PlatformLogoProps {
  name: string;
  color: string;
  brand?: string;
  logoUrl?: string;
  size?: number;
}

export function PlatformLogo({ name, color, brand, logoUrl, size = 40 }: PlatformLogoProps) {
  // A brand the site draws (simple-icons, components/ui/drawn-marks); else an uploaded logo, else
  // the first-letter circle.
  const markId = brandMarkIdOf(brand);
  if (markId)
    return (
      <BrandMark
        id={markId}
        color="brand"
        size={size}
        title={brandMarkTitle(markId)}
        className="shrink-0"
      />
    );
  if (logoUrl) return <PlatformLogoImage src={logoUrl} name={name} color={color} size={size} />;
  return <LetterCircle name={name} color={color} size={size} />;
}
