/**
 * Flo's quick-advice answers: the service's advice and answers to follow-up questions. The
 * machine imports this module only when a visitor asks for advice (machine/advice-actor.ts), so
 * the texts stay out of the chat's first download.
 */
import { formatCostPerM2 } from '@flo/contract/rules';
import { SERVICE_ADVICE } from './service-advice.ts';

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
  return `${serviceName} usually costs ${formatCostPerM2(advice.installedCostPerM2)} fitted. It lasts ${advice.lifespan}, and works best in ${advice.bestFor}. To look after it, ${advice.care}. Top tip: ${advice.tip}.`;
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
    return `Typical installed prices are ${formatCostPerM2(advice.installedCostPerM2)}, depending on the product, the room and how much preparation the subfloor needs. A specialist can give you an exact quote.`;
  }
  const topic = TOPIC_ADVICE.find((entry) => entry.keywords.test(question));
  return topic?.advice ?? GENERAL_ADVICE;
}
