import type { Guide } from './guide.ts';

export const tilesUnderfloorHeating: Guide = {
  slug: 'choosing-tiles-for-underfloor-heating',
  title: 'Choosing tiles for underfloor heating',
  summary:
    'Which tiles conduct heat best, the adhesives, membranes and insulation to use, how long to wait before switching the heating on, and typical costs.',
  publishedOn: '2026-10-26',
  body: [
    {
      type: 'p',
      text: 'Tiles and underfloor heating are a natural pair. Ceramic, porcelain and stone conduct heat well and hold it, so a tiled floor warms the room evenly and feels comfortable underfoot instead of cold. Getting the details right matters, though, because a heated floor expands and contracts every day and a rigid tile floor has to cope with that movement.',
    },
    { type: 'h2', text: 'Which tiles work best' },
    {
      type: 'ul',
      items: [
        'Porcelain: dense, hard-wearing and an excellent conductor; the most popular choice for heated floors.',
        'Ceramic: conducts well and costs less, but is softer, so keep it for bathrooms and lighter traffic.',
        'Natural stone such as slate, limestone and travertine: conducts and stores heat very well, but needs sealing and careful maintenance.',
        'Thickness: 8 to 12 mm tiles are typical; thicker stone warms up more slowly but stays warm for longer.',
      ],
    },
    {
      type: 'p',
      text: 'Large-format tiles, those 600 mm and longer, suit heated floors well because there are fewer grout joints, but they need a very flat subfloor, SR1 or better, and full adhesive coverage with no hollow spots. A hollow spot under a heated tile is where cracks start.',
    },
    { type: 'h2', text: 'Adhesive, grout and membranes' },
    {
      type: 'p',
      text: 'Use a flexible cement-based adhesive classed as S1 (deformable) under EN 12004, and a flexible grout. Over a timber floor or a new screed, a decoupling membrane laid between the subfloor and the tiles absorbs movement and stops cracks in the subfloor from passing into the tiles. Include movement joints at the perimeter and across large areas, usually every 8 to 10 m in a heated floor and at every doorway, filled with flexible silicone rather than grout.',
    },
    { type: 'h2', text: 'Electric or water?' },
    {
      type: 'p',
      text: 'Electric mats, typically rated 150 to 200 watts per m², are thin, quick to fit and suit single rooms such as bathrooms and kitchens. Laying 6 to 10 mm insulation boards underneath helps them warm up in well under an hour instead of heating the concrete below. Wet systems, pipes carrying warm water from the boiler or a heat pump, cost more to install but less to run over large areas, and are usually laid in the screed during building work. Electrical work in a bathroom or on a new circuit must be carried out or signed off by a registered electrician.',
    },
    { type: 'h2', text: 'Switching on for the first time' },
    {
      type: 'p',
      text: 'Let the adhesive and grout cure before the heating goes on. With standard adhesives that is usually at least 7 days; rapid-setting adhesives can allow less, so follow the data sheet. Then raise the temperature slowly, by about 2°C a day, until it reaches normal running temperature. Keep the floor surface at or below 29°C in rooms where people stand and walk; most thermostats have a floor probe for this purpose.',
    },
    { type: 'h2', text: 'Costs' },
    {
      type: 'ul',
      items: [
        'Electric mat kits: about £40 to £80 per m², plus £10 to £15 per m² for insulation boards.',
        'Thermostat with floor probe: about £60 to £200.',
        'Porcelain tiles: about £20 to £60 per m² for most ranges.',
        'Tiling labour: about £35 to £60 per m², more for large-format tiles or patterns.',
        'A 5 m² bathroom floor with electric heating is typically a two to three day job, including time for the levelling compound and adhesive to set.',
      ],
    },
    {
      type: 'p',
      text: 'Ask your tiler to test the heating mat’s resistance before, during and after tiling and to record the readings. A mat that is damaged during fitting is easy to repair before tiles go on, and very expensive afterwards.',
    },
  ],
};
