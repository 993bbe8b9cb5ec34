/** @jest-environment node */
import { buildDottedWorld } from '../dotted-world';

describe('buildDottedWorld', () => {
  const places = [
    { label: 'Lahore', lat: 31.52, lng: 74.36 },
    { label: 'Dubai', lat: 25.2, lng: 55.27 },
    { label: 'Sydney', lat: -33.87, lng: 151.2 },
    { label: 'Toronto', lat: 43.65, lng: -79.38 },
  ];
  const world = buildDottedWorld(places);

  it('draws the land as one compact relative path of dots', () => {
    expect(world.width).toBeGreaterThan(world.height);
    expect(world.dotsPath.startsWith('M0 0m')).toBe(true);
    const dots = world.dotsPath.match(/h0/g) ?? [];
    expect(dots.length).toBeGreaterThan(500);
    expect(world.dotsPath.length).toBeLessThan(dots.length * 16);
  });

  it('projects places onto the same grid: east is right, south is down, all inside the map', () => {
    const [lahore, dubai, sydney, toronto] = world.markers;
    expect(lahore!.x).toBeGreaterThan(dubai!.x);
    expect(toronto!.x).toBeLessThan(dubai!.x);
    expect(sydney!.y).toBeGreaterThan(lahore!.y);
    for (const marker of world.markers) {
      expect(marker.x).toBeGreaterThanOrEqual(0);
      expect(marker.x).toBeLessThanOrEqual(world.width);
      expect(marker.y).toBeGreaterThanOrEqual(0);
      expect(marker.y).toBeLessThanOrEqual(world.height);
    }
    expect(world.markers.map((marker) => marker.place.label)).toEqual([
      'Lahore',
      'Dubai',
      'Sydney',
      'Toronto',
    ]);
  });
});
