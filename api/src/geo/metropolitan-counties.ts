/**
 * The six metropolitan counties and the GeoNames second-level divisions (metropolitan
 * boroughs) that make them up. They stopped being administrative units in 1986, so GeoNames
 * has no division for them, yet people still write 'Greater Manchester' or 'Leeds, West
 * Yorkshire'. Their make-up is fixed by the Local Government Act 1972; each borough name is
 * checked against the gazetteer when it is built, so a renamed division fails the build.
 */
export const METROPOLITAN_COUNTIES: Readonly<Record<string, readonly string[]>> = {
  'Greater Manchester': [
    'Manchester',
    'Salford',
    'Bolton',
    'Bury',
    'Oldham',
    'Rochdale',
    'Stockport',
    'Tameside',
    'Trafford',
    'Wigan',
  ],
  Merseyside: ['Liverpool', 'Knowsley', 'Sefton', 'St Helens', 'Wirral'],
  'South Yorkshire': ['Sheffield', 'Barnsley', 'Doncaster', 'Rotherham'],
  'Tyne and Wear': [
    'Newcastle upon Tyne',
    'Gateshead',
    'North Tyneside',
    'South Tyneside',
    'Sunderland',
  ],
  'West Midlands': [
    'Birmingham',
    'Coventry',
    'Dudley',
    'Sandwell',
    'Solihull',
    'Walsall',
    'Wolverhampton',
  ],
  'West Yorkshire': ['Leeds', 'Bradford', 'Calderdale', 'Kirklees', 'Wakefield'],
};
