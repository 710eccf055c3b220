import { describe, expect, it } from 'vitest';
import { ROAD, ROAD_PLACES_MAX } from './road.js';

describe('places kept for the road', () => {
  it('says all of a list is kept when it all is, and how many when only the first are', () => {
    expect(ROAD.keptForTheRoad(3, 3)).toBe('Kept on this device: these places open without a connection.');
    expect(ROAD.keptForTheRoad(ROAD_PLACES_MAX, 45)).toBe(
      `Kept on this device: the first ${ROAD_PLACES_MAX} of these places open without a connection.`,
    );
  });
});
