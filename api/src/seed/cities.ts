/** A real UK city with its region (or nation), postcode areas and approximate population. */
export interface CitySeed {
  name: string;
  region: string;
  postcodeAreas: string[];
  population: number;
}

const YORKSHIRE = 'Yorkshire and the Humber';

/**
 * Real UK cities and large towns. Populations are rounded local-authority figures from the
 * 2021/22 censuses; they only need to be right enough to rank the ten largest.
 */
export const UK_CITIES: readonly CitySeed[] = [
  {
    name: 'London',
    region: 'London',
    postcodeAreas: ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'],
    population: 8_866_000,
  },
  { name: 'Birmingham', region: 'West Midlands', postcodeAreas: ['B'], population: 1_145_000 },
  { name: 'Leeds', region: YORKSHIRE, postcodeAreas: ['LS'], population: 812_000 },
  { name: 'Glasgow', region: 'Scotland', postcodeAreas: ['G'], population: 635_000 },
  { name: 'Sheffield', region: YORKSHIRE, postcodeAreas: ['S'], population: 556_000 },
  { name: 'Manchester', region: 'North West', postcodeAreas: ['M'], population: 552_000 },
  { name: 'Bradford', region: YORKSHIRE, postcodeAreas: ['BD'], population: 546_000 },
  { name: 'Edinburgh', region: 'Scotland', postcodeAreas: ['EH'], population: 527_000 },
  { name: 'Liverpool', region: 'North West', postcodeAreas: ['L'], population: 487_000 },
  { name: 'Bristol', region: 'South West', postcodeAreas: ['BS'], population: 472_000 },
  { name: 'Leicester', region: 'East Midlands', postcodeAreas: ['LE'], population: 368_000 },
  { name: 'Cardiff', region: 'Wales', postcodeAreas: ['CF'], population: 362_000 },
  { name: 'Coventry', region: 'West Midlands', postcodeAreas: ['CV'], population: 345_000 },
  { name: 'Belfast', region: 'Northern Ireland', postcodeAreas: ['BT'], population: 345_000 },
  { name: 'Nottingham', region: 'East Midlands', postcodeAreas: ['NG'], population: 324_000 },
  { name: 'Newcastle', region: 'North East', postcodeAreas: ['NE'], population: 300_000 },
  { name: 'Milton Keynes', region: 'South East', postcodeAreas: ['MK'], population: 287_000 },
  { name: 'Brighton', region: 'South East', postcodeAreas: ['BN'], population: 277_000 },
  { name: 'Sunderland', region: 'North East', postcodeAreas: ['SR'], population: 274_000 },
  { name: 'Hull', region: YORKSHIRE, postcodeAreas: ['HU'], population: 267_000 },
  { name: 'Plymouth', region: 'South West', postcodeAreas: ['PL'], population: 265_000 },
  { name: 'Wolverhampton', region: 'West Midlands', postcodeAreas: ['WV'], population: 264_000 },
  { name: 'Derby', region: 'East Midlands', postcodeAreas: ['DE'], population: 261_000 },
  { name: 'Stoke-on-Trent', region: 'West Midlands', postcodeAreas: ['ST'], population: 258_000 },
  { name: 'Southampton', region: 'South East', postcodeAreas: ['SO'], population: 249_000 },
  { name: 'Swansea', region: 'Wales', postcodeAreas: ['SA'], population: 238_000 },
  { name: 'Swindon', region: 'South West', postcodeAreas: ['SN'], population: 233_000 },
  { name: 'Aberdeen', region: 'Scotland', postcodeAreas: ['AB'], population: 227_000 },
  { name: 'Luton', region: 'East of England', postcodeAreas: ['LU'], population: 225_000 },
  { name: 'Northampton', region: 'East Midlands', postcodeAreas: ['NN'], population: 225_000 },
  { name: 'Peterborough', region: 'East of England', postcodeAreas: ['PE'], population: 215_000 },
  { name: 'Portsmouth', region: 'South East', postcodeAreas: ['PO'], population: 208_000 },
  { name: 'York', region: YORKSHIRE, postcodeAreas: ['YO'], population: 203_000 },
  { name: 'Bournemouth', region: 'South West', postcodeAreas: ['BH'], population: 196_000 },
  { name: 'Reading', region: 'South East', postcodeAreas: ['RG'], population: 174_000 },
  { name: 'Oxford', region: 'South East', postcodeAreas: ['OX'], population: 162_000 },
  { name: 'Newport', region: 'Wales', postcodeAreas: ['NP'], population: 159_000 },
  { name: 'Canterbury', region: 'South East', postcodeAreas: ['CT'], population: 157_000 },
  { name: 'Dundee', region: 'Scotland', postcodeAreas: ['DD'], population: 148_000 },
  { name: 'Preston', region: 'North West', postcodeAreas: ['PR'], population: 147_000 },
  { name: 'Cambridge', region: 'East of England', postcodeAreas: ['CB'], population: 146_000 },
  { name: 'Norwich', region: 'East of England', postcodeAreas: ['NR'], population: 144_000 },
  { name: 'Ipswich', region: 'East of England', postcodeAreas: ['IP'], population: 139_000 },
  { name: 'Gloucester', region: 'South West', postcodeAreas: ['GL'], population: 132_000 },
  { name: 'Exeter', region: 'South West', postcodeAreas: ['EX'], population: 130_000 },
  { name: 'Lincoln', region: 'East Midlands', postcodeAreas: ['LN'], population: 104_000 },
  { name: 'Bath', region: 'South West', postcodeAreas: ['BA'], population: 94_000 },
  { name: 'Derry', region: 'Northern Ireland', postcodeAreas: ['BT'], population: 85_000 },
  { name: 'Inverness', region: 'Scotland', postcodeAreas: ['IV'], population: 47_000 },
];

/** How many of the largest cities get the dense coverage guarantee of the demo data. */
export const LARGEST_CITY_COUNT = 10;

/** The `count` most populous cities, largest first. */
export function largestCities(count = LARGEST_CITY_COUNT): CitySeed[] {
  return [...UK_CITIES].sort((a, b) => b.population - a.population).slice(0, count);
}
