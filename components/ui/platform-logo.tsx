import { BrandMark, brandMarkTitle, isBrandMarkId } from './brand-marks';
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
  // Brand marks that exist in simple-icons; others fall back to the first-letter circle.
  if (brand && isBrandMarkId(brand))
    return (
      <BrandMark
        id={brand}
        color="brand"
        size={size}
        title={brandMarkTitle(brand)}
        className="shrink-0"
      />
    );
  if (logoUrl) return <PlatformLogoImage src={logoUrl} name={name} color={color} size={size} />;
  return <LetterCircle name={name} color={color} size={size} />;
}
