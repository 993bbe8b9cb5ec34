'use client';

import { useEffect } from 'react';
import { ErrorFallback } from '@/components/layout/error-fallback';

/** Uncaught rendering errors inside the layout: the Oops screen with Refresh Page (spec 01 §2). */
export default function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorFallback />;
}
