'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ERROR_SCREEN_COPY, errorLocale } from '@/components/layout/error-copy';
import { ErrorFallback } from '@/components/layout/error-fallback';

/** Uncaught rendering errors inside the layout: the Oops screen with Refresh Page. */
export default function ErrorPage({ error }: { error: unknown }) {
  const pathname = usePathname();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorFallback copy={ERROR_SCREEN_COPY[errorLocale(pathname)]} />;
}
