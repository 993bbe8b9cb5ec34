import { BrandMark, brandMarkIdOf, brandMarkTitle } from './brand-marks';
import { LetterCircle } from './letter-circle';

interface PlatformLogoProps {
  name: string;
  color: string;
  brand?: string;
  size?: number;
}

export function PlatformLogo({ name, color, brand, size = 40 }: PlatformLogoProps) {
  // A brand the site draws (simple-icons, components/ui/drawn-marks), else the first-letter circle.
  // Logos are choices in the CMS, never uploads, so no image can fail here.
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
  return <LetterCircle name={name} color={color} size={size} />;
}
