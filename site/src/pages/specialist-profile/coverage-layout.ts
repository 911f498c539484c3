import type { Coverage } from '@flo/contract';

/** The picture's box, in SVG user units; it scales to the column's width. */
export const MAP_WIDTH = 480;
export const MAP_HEIGHT = 300;
const PADDING = 14;
const FONT_SIZE = 13;
/** A label's width is guessed from its length: the SVG is drawn on the server, unmeasured. */
const CHARACTER_WIDTH = FONT_SIZE * 0.56;
const LABEL_GAP = 6;
const MILES_PER_DEGREE_OF_LATITUDE = 69.09;
/** The picture shows this much more than the coverage, so the circle has room. */
const VIEW_MARGIN = 1.25;
const MIN_VIEW_MILES = 10;

export type PlaceKind = 'base' | 'named' | 'radius' | 'city';

export interface MapLabel {
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

export interface MapPlace {
  name: string;
  kind: PlaceKind;
  x: number;
  y: number;
  /** Null when the label would cover another one: the place is still drawn and listed. */
  label: MapLabel | null;
}

export interface CoverageLayout {
  circle: { cx: number; cy: number; r: number } | null;
  /** Drawn in this order, base last so it sits on top. */
  places: MapPlace[];
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Lays out the coverage picture: an equirectangular projection around the listing's city
 * (longitude scaled by the cosine of its latitude, true enough at county scale), the radius as a
 * circle, and a label beside each place unless it would cover one already placed (the city
 * first, then the towns the business named, then the towns in its radius, then other cities).
 * Places outside the box are left out of the picture.
 *
 * @example
 * layoutCoverage(coverage).circle; // { cx: 240, cy: 150, r: 109.1 }
 */
export function layoutCoverage(coverage: Coverage): CoverageLayout {
  const { base, radiusMiles, towns, nearbyCities } = coverage;
  const reach = Math.max(radiusMiles ?? 0, MIN_VIEW_MILES, ...towns.map((town) => town.miles));
  const pixelsPerMile = (Math.min(MAP_WIDTH, MAP_HEIGHT) / 2 - PADDING) / (reach * VIEW_MARGIN);
  const cosine = Math.cos((base.latitude * Math.PI) / 180);
  const project = (at: { latitude: number; longitude: number }) => ({
    x: round(
      MAP_WIDTH / 2 +
        (at.longitude - base.longitude) * cosine * MILES_PER_DEGREE_OF_LATITUDE * pixelsPerMile,
    ),
    y: round(
      MAP_HEIGHT / 2 - (at.latitude - base.latitude) * MILES_PER_DEGREE_OF_LATITUDE * pixelsPerMile,
    ),
  });
  const inside = ({ x, y }: { x: number; y: number }) =>
    x >= PADDING && x <= MAP_WIDTH - PADDING && y >= PADDING && y <= MAP_HEIGHT - PADDING;

  const taken: Box[] = [];
  const labelFor = (name: string, x: number, y: number): MapLabel | null => {
    const width = name.length * CHARACTER_WIDTH;
    const top = y - FONT_SIZE / 2 - 1;
    const bottom = y + FONT_SIZE / 2 + 1;
    const sides: MapLabel[] = [
      { x: x + LABEL_GAP, y: y + FONT_SIZE / 3, anchor: 'start' },
      { x: x - LABEL_GAP, y: y + FONT_SIZE / 3, anchor: 'end' },
    ];
    for (const side of sides) {
      const left = side.anchor === 'start' ? side.x : side.x - width;
      const box = { left, right: left + width, top, bottom };
      if (box.left < 2 || box.right > MAP_WIDTH - 2 || box.top < 2 || box.bottom > MAP_HEIGHT - 2) {
        continue;
      }
      if (taken.some((other) => overlaps(box, other))) continue;
      taken.push(box);
      return side;
    }
    return null;
  };

  const centre = project(base);
  // Every dot is kept clear of labels, so no name is written over a place.
  for (const point of [centre, ...towns.map(project), ...nearbyCities.map(project)]) {
    taken.push({ left: point.x - 4, right: point.x + 4, top: point.y - 4, bottom: point.y + 4 });
  }
  const place = (name: string, kind: PlaceKind, at: { x: number; y: number }): MapPlace => ({
    name,
    kind,
    ...at,
    label: labelFor(name, at.x, at.y),
  });
  const ordered = [
    place(base.name, 'base', centre),
    ...towns
      .filter((town) => town.named)
      .map((town) => ({ town, at: project(town) }))
      .filter(({ at }) => inside(at))
      .map(({ town, at }) => place(town.name, 'named', at)),
    ...towns
      .filter((town) => !town.named)
      .map((town) => ({ town, at: project(town) }))
      .filter(({ at }) => inside(at))
      .map(({ town, at }) => place(town.name, 'radius', at)),
    ...nearbyCities
      .map((city) => ({ city, at: project(city) }))
      .filter(({ at }) => inside(at))
      .map(({ city, at }) => place(city.name, 'city', at)),
  ];
  const [home, ...others] = ordered;
  return {
    circle:
      radiusMiles === null
        ? null
        : { cx: centre.x, cy: centre.y, r: round(radiusMiles * pixelsPerMile) },
    places: home ? [...others.reverse(), home] : others,
  };
}
