/**
 * Lucide's icons for client components, inlined: lucide-react draws through its own client
 * component, so importing it in any client component put its icon runtime into the chunk every
 * page loads (see the JS budgets in docs/performance.md). Server components use
 * components/ui/icons.tsx.
 */
/** Forward/back glyphs carry it: right-to-left pages mirror them (app/globals.css). */
const FLIP_IN_RTL_CLASS = 'icon-flip-rtl';

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
    <svg {...strokeProps} className={`${className} ${FLIP_IN_RTL_CLASS}`}>
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

export function ArrowLeftGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={`${className} ${FLIP_IN_RTL_CLASS}`}>
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </svg>
  );
}

export function ChevronLeftGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={`${className} ${FLIP_IN_RTL_CLASS}`}>
      <path d="m15 18-6-6 6-6" />
    </svg>
  );
}

export function ChevronRightGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={`${className} ${FLIP_IN_RTL_CLASS}`}>
      <path d="m9 18 6-6-6-6" />
    </svg>
  );
}

export function PauseGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={className}>
      <rect x="14" y="3" width="5" height="18" rx="1" />
      <rect x="5" y="3" width="5" height="18" rx="1" />
    </svg>
  );
}

export function PlayGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={className}>
      <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />
    </svg>
  );
}

export function CloseGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={className}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}

export function MessageCircleGlyph({ className = 'size-4' }: { className?: string }) {
  return (
    <svg {...strokeProps} className={className}>
      <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
    </svg>
  );
}
