/**
 * Lucide's icons the shell's client components need, inlined because every page loads them (the
 * sticky bar, the error boundary, the dialog host's opening frame): importing lucide-react in them would put the icon runtime in
 * every page's first-load JS (issue 12 budget). Server components keep using lucide-react.
 */
const strokeProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function ArrowRightGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={className}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </svg>
  );
}

export function RefreshGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={className}>
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </svg>
  );
}

export function SpinnerGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={className}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}
