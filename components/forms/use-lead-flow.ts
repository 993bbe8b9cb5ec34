'use client';

import { useCallback, useEffect, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/leads/submit-lead';

/**
 * One Idempotency-Key per set of answers: a retry of the same answers reuses its key, so the
 * server stores the lead once; changed answers are a new submission with a new key.
 */
export function useSubmissionKey(): {
  keyFor: (answers: unknown) => string;
  /** After a success: the same answers sent again are a new submission. */
  forget: () => void;
} {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((answers: unknown) => {
    const fingerprint = JSON.stringify(answers);
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { fingerprint, key: newIdempotencyKey() };
    }
    return current.current.key;
  }, []);
  const forget = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, forget };
}

/** Each new step of a multi-step dialog announces itself by moving focus to its heading. */
export function useStepHeadingFocus(step: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    // The dialog focuses the first heading itself on open.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}

/**
 * One submission at a time: while a save is in flight a second click (Schedule, WhatsApp, retry)
 * is ignored, and with the per-answers Idempotency-Key a retry of the same answers stores one lead.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  return useCallback(async <Result>(task: () => Promise<Result>): Promise<Result | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await task();
    } finally {
      inFlight.current = false;
    }
  }, []);
}
