'use client';

import { useRef, useState } from 'react';
import type { Attribution } from '@/lib/leads/attribution-schema';
import { showBookingPage } from '@/lib/leads/scheduler-url';
import { submitLead, type SubmitLeadResult } from '@/lib/leads/submit-lead';
import { useSingleFlight, useSubmissionKey } from './use-lead-flow';

export type SaveStatus = 'idle' | 'saving' | 'failed';

export interface LeadToSave {
  /** The checked answers; the same answers keep one Idempotency-Key, so one lead is stored. */
  lead: object;
  source: 'lead-modal' | 'wizard';
  attribution: Attribution;
  /** The page the tab opened inside the click is sent to once the lead is stored. */
  nextPage: (experiment: SubmitLeadResult['experiment']) => string;
  /** After the tab has its page. `firstTime` is false when these answers were stored before. */
  onStored: (stored: {
    leadId?: string;
    firstTime: boolean;
    experiment: SubmitLeadResult['experiment'];
  }) => void;
}

/**
 * The lead dialogs' last step: save the lead, then open the booking page or the chat in a tab
 * opened inside the click (popup blockers allow a new tab only there). A failed save closes that
 * tab and leaves every answer for a retry; a stored lead is never reported as failed.
 */
export function useSaveThenOpen() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { keyFor } = useSubmissionKey();
  const singleFlight = useSingleFlight();
  // The Idempotency-Key of the answers already stored: another action with the same answers
  // opens its page without storing (or counting) a second lead.
  const storedKey = useRef<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');

  async function saveThenOpen({ lead, source, attribution, nextPage, onStored }: LeadToSave) {
    const idempotencyKey = keyFor(lead);
    // Blank for now: it gets its URL once the lead is stored.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const firstTime = storedKey.current !== idempotencyKey;
    let leadId: string | undefined;
    let experiment: SubmitLeadResult['experiment'];
    if (firstTime) {
      setStatus('saving');
      try {
        ({ id: leadId, experiment } = await submitLead(
          '/api/leads',
          { ...lead, source, attribution, website: honeypotRef.current?.value ?? '' },
          { idempotencyKey },
        ));
      } catch (error) {
        // Logged as 'Error submitting lead:'; the dialog stays open with every answer.
        console.error('Error submitting lead:', error);
        tab?.close();
        setStatus('failed');
        return;
      }
      storedKey.current = idempotencyKey;
      setStatus('idle');
    }
    // Stored: from here on nothing is reported as a failure.
    try {
      showBookingPage(tab, nextPage(experiment));
    } catch (error) {
      console.error('Could not open the next page:', error);
    }
    onStored({ leadId, firstTime, experiment });
  }

  /**
   * Saves and opens, one at a time (a second click while saving is ignored). `prepare` checks
   * the answers and says what to save; undefined sends nothing.
   */
  const saveAndOpen = (prepare: () => LeadToSave | undefined) =>
    void singleFlight(async () => {
      const request = prepare();
      if (request) await saveThenOpen(request);
    });

  return { status, honeypotRef, saveAndOpen };
}
