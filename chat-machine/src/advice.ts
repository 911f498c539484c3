/**
 * Quick flooring advice for the location flows: typical UK installed prices (supply and fit,
 * including VAT, 2024 to 2025 ranges), lifespan, where each floor works and how to look after it.
 */
import type { ChatServiceSlug } from '@flo/api/contract';

export interface ServiceAdvice {
  /** Typical supply-and-fit price per square metre in pounds sterling. */
  installedCostPerM2: { low: number; high: number };
  lifespan: string;
  bestFor: string;
  care: string;
  tip: string;
}

export const SERVICE_ADVICE: Record<Exclude<ChatServiceSlug, 'other'>, ServiceAdvice> = {
  carpet: {
    installedCostPerM2: { low: 15, high: 60 },
    lifespan: '5 to 15 years, depending on fibre, pile and footfall',
    bestFor: 'bedrooms, living rooms, landings and stairs; avoid kitchens and bathrooms',
    care: 'vacuum at least weekly, blot spills rather than rub them, and have it deep-cleaned every 12 to 18 months',
    tip: 'a good underlay (around £4 to £10 per m²) adds comfort and years of life, so it is rarely worth skimping on',
  },
  hardwood: {
    installedCostPerM2: { low: 50, high: 120 },
    lifespan: '30 years or more, as solid boards can be sanded and refinished several times',
    bestFor: 'living rooms, dining rooms and hallways; not bathrooms, as it moves with humidity',
    care: 'sweep or vacuum often, clean with a barely damp mop, use felt pads under furniture and re-oil or re-lacquer every few years',
    tip: 'let the boards acclimatise in the room for several days before fitting, and check the subfloor moisture first',
  },
  laminate: {
    installedCostPerM2: { low: 20, high: 45 },
    lifespan: '10 to 25 years; AC4 or AC5 ratings suit busy family homes',
    bestFor: 'living rooms, hallways and bedrooms; water-resistant ranges can go in kitchens',
    care: 'dry or lightly damp mop only, and wipe spills up quickly so water cannot reach the joints',
    tip: 'it cannot be sanded, so choose a thicker board (8 mm or more) and a quality underlay for a quieter, sturdier floor',
  },
  vinyl: {
    installedCostPerM2: { low: 20, high: 75 },
    lifespan:
      '10 to 25 years; sheet vinyl sits at the lower end, luxury vinyl tiles (LVT) at the upper',
    bestFor:
      'kitchens, bathrooms, utility rooms and busy hallways, as it is waterproof and warm underfoot',
    care: 'sweep and mop with a pH-neutral cleaner, and avoid rubber-backed mats, which can stain it',
    tip: 'LVT needs a smooth, level subfloor, so budget for a ply or levelling-compound base if the floor is uneven',
  },
  tile: {
    installedCostPerM2: { low: 40, high: 110 },
    lifespan: '20 to 50 years or more for porcelain and ceramic',
    bestFor: 'kitchens, bathrooms, hallways and conservatories; ideal over underfloor heating',
    care: 'mop regularly, reseal grout (and any natural stone) every year or two, and use a grout cleaner for stubborn marks',
    tip: 'large-format tiles need a very flat floor; rectified porcelain with narrow grout lines is easiest to keep clean',
  },
  'engineered-wood': {
    installedCostPerM2: { low: 45, high: 100 },
    lifespan: '20 to 40 years; a 4 to 6 mm wear layer can usually be sanded two or three times',
    bestFor:
      'most living spaces, including over underfloor heating, as it is more stable than solid wood',
    care: 'treat it like solid wood: sweep often, damp mop sparingly and use felt pads under furniture',
    tip: 'check the wear layer thickness rather than the total board thickness; it decides how many times it can be refinished',
  },
};

/** A short comparison for visitors who have not picked a service yet. */
export const GENERAL_ADVICE =
  'A quick rule of thumb: for kitchens and bathrooms, LVT, vinyl or porcelain tile cope best with water; carpet gives the most warmth underfoot in bedrooms; engineered or solid wood lasts decades in living areas; and laminate is the best value on a tighter budget. Whatever you choose, allow around 10% extra for cutting waste and make sure the subfloor is level and dry.';

/**
 * Topic tips for follow-up questions, matched by whole words (with their plurals), so that
 * 'carpet' does not read as 'pet', 'location' as 'cat' or 'flatter' as 'flat'.
 */
const TOPIC_ADVICE: ReadonlyArray<{ keywords: RegExp; advice: string }> = [
  {
    keywords: /\b(?:pets?|dogs?|cats?|pupp(?:y|ies)|kittens?)\b/i,
    advice:
      'With pets, LVT and porcelain tile are the most scratch- and accident-proof choices; if you prefer carpet, a loop-free twist pile in a stain-resistant fibre is easier to keep clean.',
  },
  {
    keywords: /\b(?:underfloor|heating|heated)\b/i,
    advice:
      'Over underfloor heating, tile and stone conduct heat best, followed by LVT and engineered wood. Keep carpet plus underlay under a combined 2.5 tog, and avoid thick solid wood.',
  },
  {
    keywords:
      /\b(?:kitchens?|bathrooms?|en-?suites?|wet ?rooms?|utility rooms?|wet|water|waterproof|damp|moisture)\b/i,
    advice:
      'For kitchens and bathrooms, choose a waterproof floor such as LVT, sheet vinyl or porcelain tile; standard laminate and solid wood can swell if water gets into the joints.',
  },
  {
    keywords: /\b(?:stairs?|staircases?|stairways?)\b/i,
    advice:
      'Stairs take the heaviest wear in a home: a dense, low-pile carpet or a wool-rich twist lasts longest. Fitting a standard staircase of 13 or so steps usually costs £100 to £200 in labour.',
  },
  {
    // A flat as a home ('my flat', 'flats'), not a flat (level) floor.
    keywords:
      /\b(?:noise|noisy|soundproof(?:ing)?|sound insulation|acoustic|flats|apartments?|neighbours?)\b|\b(?:a|my|our|the|in|upstairs)\s+flat\b(?!\s+(?:floors?|surfaces?|subfloors?))/i,
    advice:
      'A good underlay makes floors quieter and warmer; in flats, check the lease, as many require an acoustic underlay under hard floors.',
  },
];

/**
 * Questions about underlay get the underlay answer before anything else: 'how much is underlay
 * for carpet?' asks about underlay, not the carpet's price, and 'underlay on the stairs' is not
 * a stairs question.
 */
export const UNDERLAY_ADVICE =
  'Underlay usually adds £4 to £10 per m². Under carpet, an 8 to 12 mm PU foam or crumb rubber underlay adds comfort and years of life; under laminate and engineered wood use a thin foam or fibre board, with a damp-proof membrane over concrete; over underfloor heating keep the tog low; and in flats, check the lease, as many require an acoustic underlay.';
const UNDERLAY_QUESTION = /\bunderlays?\b/i;

/** A question about money: cost, price, budget, cheap, afford, 'how much' or a pound sign. */
const COST_QUESTION =
  /\b(?:costs?|costing|costly|prices?|priced|pricing|budgets?|expensive|cheap(?:er|est)?|afford(?:able)?)\b|\bhow much\b|£/i;

function priceRange(advice: ServiceAdvice): string {
  const { low, high } = advice.installedCostPerM2;
  return `£${low} to £${high} per m²`;
}

/**
 * Quick advice for a service, or the general comparison when there is none.
 *
 * @example
 * adviceForService('carpet') // 'Carpet Installation usually costs £15 to £60 per m² fitted…'
 */
export function adviceForService(slug: string | undefined, serviceName: string): string {
  const advice =
    slug && slug in SERVICE_ADVICE
      ? SERVICE_ADVICE[slug as keyof typeof SERVICE_ADVICE]
      : undefined;
  if (!advice) return GENERAL_ADVICE;
  return `${serviceName} usually costs ${priceRange(advice)} fitted. It lasts ${advice.lifespan}, and works best in ${advice.bestFor}. To look after it, ${advice.care}. Top tip: ${advice.tip}.`;
}

/**
 * Answer to a follow-up question: the underlay answer, the price range if the visitor asks
 * about cost, a matching topic tip, or the general comparison.
 */
export function answerAdviceQuestion(question: string, slug: string | undefined): string {
  if (UNDERLAY_QUESTION.test(question)) return UNDERLAY_ADVICE;
  const advice =
    slug && slug in SERVICE_ADVICE
      ? SERVICE_ADVICE[slug as keyof typeof SERVICE_ADVICE]
      : undefined;
  if (advice && COST_QUESTION.test(question)) {
    return `Typical installed prices are ${priceRange(advice)}, depending on the product, the room and how much preparation the subfloor needs. A specialist can give you an exact quote.`;
  }
  const topic = TOPIC_ADVICE.find((entry) => entry.keywords.test(question));
  return topic?.advice ?? GENERAL_ADVICE;
}
