'use client';

import { usePathname } from 'next/navigation';
import { isLandingPath } from '@/lib/navigation/header-scroll';
import { MobileStickyCta } from './mobile-sticky-cta';

/** The layout's default sticky bar; landing pages (/lp/*) render their own variant instead. */
export function SiteStickyCta({ copy }: { copy: { text: string; action: string } }) {
  const pathname = usePathname();
  if (isLandingPath(pathname)) return null;
  return <MobileStickyCta variant="default" copy={copy} />;
}
