import DottedMap from 'dotted-map';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface ProjectedMarker<T extends MapPoint> {
  place: T;
  x: number;
  y: number;
}

export interface DottedWorld<T extends MapPoint> {
  width: number;
  height: number;
  /** Every land dot as one path ("m dx dy h0" per dot, drawn with round caps): small HTML. */
  dotsPath: string;
  markers: ProjectedMarker<T>[];
}

/** Rows of dots on the map; 44 keeps the inline SVG small while continents stay readable. */
const MAP_ROWS = 44;

let cachedMap: DottedMap | undefined;

// Building the dot grid tests every cell against the world's polygons (~0.5 s): do it once per process.
function worldMap(): DottedMap {
  cachedMap ??= new DottedMap({ height: MAP_ROWS, grid: 'diagonal' });
  return cachedMap;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Land dots and the given places projected onto the same grid (rendered on the server only). */
export function buildDottedWorld<T extends MapPoint>(places: readonly T[]): DottedWorld<T> {
  const map = worldMap();
  let previous = { x: 0, y: 0 };
  const segments: string[] = [];
  for (const point of map.getPoints()) {
    segments.push(`m${round(point.x - previous.x)} ${round(point.y - previous.y)}h0`);
    previous = { x: point.x, y: point.y };
  }
  const markers = places.map((place) => {
    const pin = map.getPin({ lat: place.lat, lng: place.lng });
    return { place, x: round(pin?.x ?? 0), y: round(pin?.y ?? 0) };
  });
  return {
    width: map.image.width,
    height: map.image.height,
    dotsPath: `M0 0${segments.join('')}`,
    markers,
  };
}
