import type { ServiceSlug } from '@flo/contract/constants';

/**
 * What the service page says beyond Flo's advice data (prices, lifespan, rooms and care come
 * from `SERVICE_ADVICE` in @flo/chat-machine): the trade-offs and how long fitting takes.
 */
export interface ServiceGuide {
  /** One paragraph on what the floor is. */
  whatItIs: string;
  pros: string[];
  cons: string[];
  /** How long a typical room takes to fit, and what adds time. */
  fittingTime: string;
}

export const SERVICE_GUIDES: Record<ServiceSlug, ServiceGuide> = {
  carpet: {
    whatItIs:
      'Fitted carpet is stretched wall to wall over underlay and held on gripper rods. Wool and wool-rich blends wear and recover best; polypropylene and nylon are cheaper and easier to clean.',
    pros: [
      'The warmest, softest and quietest floor underfoot',
      'Lowest cost per m² of any fitted floor at the budget end',
      'Safer on stairs and for small children',
    ],
    cons: [
      'Stains and wears in busy walkways',
      'Not suitable for kitchens, bathrooms or utility rooms',
      'Holds dust and allergens unless vacuumed often',
    ],
    fittingTime:
      'A typical bedroom or living room takes two to four hours; a staircase about half a day. Removing old carpet and gripper adds an hour or two.',
  },
  hardwood: {
    whatItIs:
      'Solid hardwood boards are cut from a single piece of timber, usually oak, and nailed or glued to the subfloor. Parquet blocks are laid in patterns such as herringbone and chevron.',
    pros: [
      'Lasts for generations and can be sanded and refinished many times',
      'Adds value and character to a home',
      'Easy to keep clean and good for allergy sufferers',
    ],
    cons: [
      'The most expensive floor to buy and fit',
      'Moves with humidity, so not for bathrooms or damp rooms',
      'Can dent and scratch, and is noisy without a good underlay',
    ],
    fittingTime:
      'A 20 m² room usually takes one to two days, after the boards have acclimatised in the room for several days. Parquet patterns and sanding and finishing add a day or more.',
  },
  laminate: {
    whatItIs:
      'Laminate is a fibreboard core with a printed photographic layer and a tough clear wear layer, clicked together as a floating floor over underlay.',
    pros: [
      'Convincing wood and stone looks at a low price',
      'Very resistant to scratches and fading',
      'Quick to fit, often in a single day',
    ],
    cons: [
      'Cannot be sanded or refinished when it wears',
      'Standard boards swell if water gets into the joints',
      'Sounds hollower underfoot than real wood',
    ],
    fittingTime:
      'Most rooms take a few hours to a day. Doors may need trimming, and fitting new skirting or beading adds time.',
  },
  vinyl: {
    whatItIs:
      'Sheet vinyl is laid in one piece from a roll; luxury vinyl tiles and planks (LVT) are thicker, rigid pieces printed to look like wood or stone and glued down or clicked together.',
    pros: [
      'Waterproof, so ideal for kitchens, bathrooms and utility rooms',
      'Warm and quiet underfoot compared with tile',
      'Hard-wearing and easy to clean',
    ],
    cons: [
      'Shows every bump, so it needs a smooth, level subfloor',
      'Can be dented by heavy furniture and marked by rubber-backed mats',
      'Cheaper sheet vinyl looks less convincing than LVT',
    ],
    fittingTime:
      'Sheet vinyl in a kitchen or bathroom usually takes half a day. Glue-down LVT takes one to two days, plus time to ply or level the subfloor first.',
  },
  tile: {
    whatItIs:
      'Ceramic and porcelain tiles, or natural stone, are bedded in adhesive on a prepared, rigid base, then grouted and, for stone, sealed.',
    pros: [
      'The most durable and water-resistant floor there is',
      'Best partner for underfloor heating',
      'Huge choice of sizes, colours and finishes',
    ],
    cons: [
      'Cold and hard underfoot without underfloor heating',
      'Dropped crockery breaks, and tiles can crack on a flexing floor',
      'Fitting is slower and more disruptive than other floors',
    ],
    fittingTime:
      'A kitchen or bathroom floor usually takes two to three days: one to lay, one for the adhesive to set and grouting. Large-format tiles and floor levelling add time.',
  },
  'engineered-wood': {
    whatItIs:
      'Engineered wood has a real hardwood top layer bonded to a stable plywood or softwood core, so it looks and feels like solid wood but moves far less.',
    pros: [
      'Real wood that suits underfloor heating',
      'More stable than solid wood in flats, conservatories and new builds',
      'Can be sanded and refinished, depending on the wear layer',
    ],
    cons: [
      'Costs more than laminate or vinyl',
      'A thin wear layer limits how often it can be refinished',
      'Still not suited to bathrooms or standing water',
    ],
    fittingTime:
      'A 20 m² room usually takes one day as a floating floor, or one to two days glued down. Let the boards acclimatise for a couple of days first.',
  },
};
