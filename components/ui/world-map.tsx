import { buildDottedWorld, type MapPoint } from '@/lib/maps/dotted-world';

export interface WorldMapPlace extends MapPoint {
  label: string;
  kind: 'office' | 'client';
}

interface WorldMapProps {
  places: readonly WorldMapPlace[];
  /** What the map shows, for screen readers (the places are also listed as text beside it). */
  label: string;
  className?: string;
}

/**
 * A dotted world map drawn on the server as one inline SVG (no image request, no client JS).
 * Offices are large primary dots with a halo; client countries are smaller accent dots.
 */
export function WorldMap({ places, label, className = '' }: WorldMapProps) {
  const world = buildDottedWorld(places);
  return (
    <svg
      role="img"
      aria-label={label}
      // One dot of margin so the edge rows are not clipped.
      viewBox={`-1 -1 ${world.width + 2} ${world.height + 2}`}
      className={className}
      data-testid="world-map"
    >
      <path
        d={world.dotsPath}
        stroke="#cbd5e1"
        strokeWidth={0.62}
        strokeLinecap="round"
        fill="none"
      />
      {world.markers.map(({ place, x, y }) =>
        place.kind === 'office' ? (
          <g key={place.label} data-marker="office">
            <circle cx={x} cy={y} r={2.2} className="fill-primary/25" />
            <circle cx={x} cy={y} r={1} className="fill-primary" />
          </g>
        ) : (
          <circle
            key={place.label}
            data-marker="client"
            cx={x}
            cy={y}
            r={0.8}
            className="fill-accent"
          />
        ),
      )}
    </svg>
  );
}
