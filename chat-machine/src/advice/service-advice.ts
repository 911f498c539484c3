/**
 * Quick flooring advice per service: typical UK installed prices (supply and fit, including VAT,
 * 2024 to 2025 ranges), lifespan, where each floor works and how to look after it. Flo's advice
 * answers (answers.ts) and the site's service pages quote it.
 */
import type { ChatServiceSlug } from '@flo/contract';

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
