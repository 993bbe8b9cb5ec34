import { STATUS_COPY } from '@/lib/navigation/copy';

/** Shown while a route segment loads (spec 01 §2: a spinner). */
export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary-light border-t-primary motion-reduce:animate-none"
      />
      <span className="text-sm font-medium text-muted">{STATUS_COPY.loading}</span>
    </div>
  );
}
