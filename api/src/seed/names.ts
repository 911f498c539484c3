import type { ServiceSlug } from '@flo/contract';
import type { Random } from './prng.ts';

const words = (list: string): readonly string[] => list.split(' ');

/**
 * Invented business names: compounds such as "Oakbridge" or "Fernwick" that are meant to read
 * as plausible but fictional firms, plus a trade word that fits the firm's main service.
 */
const NAME_STARTS = words(
  'Oak Ash Elm Birch Willow Hazel Maple Cedar Rowan Heather Thistle Bramble Fern Stone ' +
    'Brook Mill Copper Larch Alder Sorrel Kestrel Lark Wren Heron Marsh Holly Linden ' +
    'Juniper Harrow Amber',
);

const NAME_ENDS = words(
  'bridge field wood ford stone gate well brook croft dale mere haven worth wick combe ' +
    'holme ley stead thorpe by',
);

const SURNAMES = words(
  'Ashworth Pemberton Hargreaves Whitlock Crossley Featherstone Blackwood Kettering ' +
    'Fairbairn Lindqvist Okafor Mehta Kowalczyk Brennan Llewellyn McAllister Pennington ' +
    'Rahman Thistlewood Underhill Varley Wetherby Aldridge Calloway Dunmore Ellison ' +
    'Galbraith Hollings Iqbal Jardine',
);

const TRADE_WORDS: Record<ServiceSlug, readonly string[]> = {
  carpet: ['Carpets', 'Carpets & Flooring', 'Carpet Fitters'],
  hardwood: ['Timber Floors', 'Wood Floors', 'Hardwood Flooring'],
  laminate: ['Flooring', 'Floors', 'Floor Fitters'],
  vinyl: ['Flooring', 'Floor Coverings', 'Interiors'],
  tile: ['Tiling', 'Tile & Stone', 'Tiling Services'],
  'engineered-wood': ['Wood Flooring', 'Floorcraft', 'Timber Floors'],
};

const COMPANY_SUFFIXES = ['Ltd', 'Ltd', 'Limited', '', '', '', ''] as const;

/** An invented trading name for a firm whose main service is `service`. */
export function inventBusinessName(random: Random, service: ServiceSlug): string {
  const trade = random.pick(TRADE_WORDS[service]);
  const withSuffix = (name: string) =>
    [name, random.pick(COMPANY_SUFFIXES)].filter(Boolean).join(' ');
  const style = random.int(0, 9);
  if (style < 6) return withSuffix(`${random.pick(NAME_STARTS)}${random.pick(NAME_ENDS)} ${trade}`);
  if (style < 8) {
    const surname = random.pick(SURNAMES);
    return random.chance(0.4) ? `${surname} & Co. ${trade}` : withSuffix(`${surname} ${trade}`);
  }
  const [first, second] = random.sample(SURNAMES, 2);
  return withSuffix(`${first} & ${second} ${trade}`);
}

const FIRST_NAMES = words(
  'Helen James Priya Tom Sian Callum Aisha Marek Niamh Robert Fiona Gareth Olivia ' +
    'Daniel Chloe Imran Rachel Euan Zara Peter Hannah Kwame Lucy Owen Grace Ravi Emma ' +
    'Connor Megan Stuart Amelia Hamish Bethan Yusuf Claire Liam Joanne Tariq Sophie ' +
    'Martin',
);

/** A reviewer name as directories show it: first name and an initial ("Helen M."). */
export function inventCustomerName(random: Random): string {
  const initial = String.fromCharCode(65 + random.int(0, 25));
  return `${random.pick(FIRST_NAMES)} ${initial}.`;
}

/** First names of fitters that reviewers mention. */
export const FITTER_NAMES = words('Dave Priya Gaz Sian Kieran Marek Jo Rob Aled Mo Stevie Lauren');
