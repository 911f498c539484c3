import type { PlaceChoice } from '@flo/contract';
import { milesBetween } from './distance.ts';
import type { Gazetteer, Place } from './gazetteer.ts';
import { normalisePlaceName } from './place-names.ts';

/** Namesakes closer than this are one place read twice ('Manchester', 'Manchester City Centre'). */
const SAME_PLACE_MILES = 10;
/**
 * A place of the very name is asked about when it has at least this share of the largest
 * reading's people, so 'Newport' asks about the Isle of Wight's, not the Pembrokeshire village.
 */
const NAMESAKE_SHARE = 0.05;
/**
 * A place whose name only starts with the text needs a larger share, so 'Newcastle' asks about
 * under Lyme but 'Boston' does not offer Boston Spa, nor 'London' London Colney.
 */
const RUN_ON_SHARE = 0.25;
/**
 * A start shared by this many names or more is a word, not a place ('North', 'Great', 'St'), so
 * its run-ons are no readings of it; 'Stoke' (10) and 'Newcastle' (3) still have theirs.
 */
const WORD_NOT_PLACE = 12;
/** At most this many places are offered in one question. */
export const MAX_PLACE_CHOICES = 4;

interface NameIndex {
  /** Places by their exact normalised name. */
  exact: Map<string, readonly Place[]>;
  /** Places by each shorter name theirs runs on from ('newcastle' → Newcastle upon Tyne, …). */
  runOn: Map<string, Place[]>;
}
const indexes = new WeakMap<Gazetteer, NameIndex>();

/** Built once per gazetteer: a few thousand names, a few milliseconds. */
function nameIndex(gazetteer: Gazetteer): NameIndex {
  let index = indexes.get(gazetteer);
  if (!index) {
    index = { exact: new Map(), runOn: new Map() };
    for (const [name, places] of gazetteer.namedPlaces()) {
      index.exact.set(name, places);
      const words = name.split(' ');
      for (let n = 1; n < words.length; n += 1) {
        const start = words.slice(0, n).join(' ');
        index.runOn.set(start, [...(index.runOn.get(start) ?? []), ...places]);
      }
    }
    indexes.set(gazetteer, index);
  }
  return index;
}

/**
 * The places a name may mean, most populous first: those called exactly that and those whose
 * names run on from it ('Newcastle' → upon Tyne, under Lyme), one per spot, keeping those with at
 * least 5% of the largest one's people (25% for a name that runs on); a place of the exact name
 * whose population GeoNames does not know (St Ives in Cambridgeshire) is kept too. Two or more
 * means the name is ambiguous.
 *
 * @example
 * namesakes(loadGazetteer(), 'Newcastle').map((p) => p.name); // ['Newcastle upon Tyne', 'Newcastle under Lyme']
 */
export function namesakes(gazetteer: Gazetteer, name: string): Place[] {
  const key = normalisePlaceName(name);
  if (!key) return [];
  const index = nameIndex(gazetteer);
  const exact = index.exact.get(key) ?? [];
  const runOns = index.runOn.get(key) ?? [];
  const named = new Set(runOns.map((place) => place.name)).size < WORD_NOT_PLACE;
  const all = [...exact, ...(named ? runOns : [])].sort((a, b) => b.population - a.population);
  const distinct: Place[] = [];
  for (const place of all) {
    if (!distinct.some((kept) => milesBetween(kept, place) <= SAME_PLACE_MILES)) {
      distinct.push(place);
    }
  }
  const largest = distinct[0]?.population ?? 0;
  return distinct.filter(
    (place, i) =>
      i === 0 ||
      (exact.includes(place)
        ? place.population >= largest * NAMESAKE_SHARE || place.population === 0
        : place.population >= largest * RUN_ON_SHARE),
  );
}

/** A county's name as written, from the normalised key a place lists. */
function countyName(gazetteer: Gazetteer, key: string): string | undefined {
  return gazetteer.namedCounties().get(key)?.name;
}

/**
 * How to name each of several places so they can be told apart, and the text that resolves to
 * each: the name alone when no other choice has it, else 'Name, County' with the first county
 * whose name differs from the place's ('Newport, Isle of Wight'). The query always carries a
 * county, which the resolver reads as a hint, so it never asks again.
 *
 * @example
 * placeChoices(gazetteer, namesakes(gazetteer, 'St Ives')); // [{ label: 'St Ives, Cornwall', query: 'St Ives, Cornwall' }, …]
 */
export function placeChoices(gazetteer: Gazetteer, places: readonly Place[]): PlaceChoice[] {
  return places.slice(0, MAX_PLACE_CHOICES).map((place) => {
    const key = normalisePlaceName(place.name);
    const shared = places.filter((other) => normalisePlaceName(other.name) === key).length > 1;
    const [first] = place.counties;
    const distinct = place.counties.find((c) => c !== key) ?? first;
    const county = distinct ? countyName(gazetteer, distinct) : undefined;
    return {
      label: shared && county ? `${place.name}, ${county}` : place.name,
      // A county with commas of its own ('Bournemouth, Christchurch and Poole') would split.
      query: county ? `${place.name}, ${county.replace(/,/g, '')}` : place.name,
    };
  });
}

/** Edits (insert, delete, change, swap two neighbours) from `a` to `b`, or `max + 1` past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many slips a name of this length may hold and still be recognised. */
function allowedSlips(length: number): number {
  if (length < 4) return 0;
  if (length < 7) return 1;
  return length < 12 ? 2 : 3;
}

/**
 * The gazetteer's places and counties spelt closest to `text`, for 'Did you mean …?': fewest
 * slips first, then the most populous, at most 3 distinct names; none for text shorter than four
 * letters or too far from every name.
 *
 * @example
 * closestNames(loadGazetteer(), 'Manchster'); // [{ label: 'Manchester', query: 'Manchester' }]
 */
export function closestNames(gazetteer: Gazetteer, text: string, limit = 3): PlaceChoice[] {
  const key = normalisePlaceName(text);
  const max = allowedSlips(key.length);
  if (max === 0) return [];
  const found: { name: string; slips: number; population: number }[] = [];
  for (const [name, places] of gazetteer.namedPlaces()) {
    const slips = editDistance(key, name, max);
    const [top] = places;
    if (slips <= max && top) found.push({ name: top.name, slips, population: top.population });
  }
  for (const [name, county] of gazetteer.namedCounties()) {
    const slips = editDistance(key, name, max);
    if (slips <= max) found.push({ name: county.name, slips, population: 0 });
  }
  found.sort((a, b) => a.slips - b.slips || b.population - a.population);
  const names = [...new Set(found.map((f) => f.name))].slice(0, limit);
  return names.map((name) => ({ label: name, query: name }));
}
