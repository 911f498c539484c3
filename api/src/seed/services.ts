import { type ChatServiceSlug, SERVICE_NAMES, type ServiceSlug } from '@flo/contract';

export interface ServiceSeed {
  slug: ChatServiceSlug;
  name: string;
  /**
   * The keyword filter (docs/product/api-calls.md#service-keyword-filter): a specialist's
   * offer matches if its label has one.
   */
  keywords: string[];
  description: string;
}

/**
 * The services table: the six directory services plus the chat's catch-all `other`. `other`
 * has no keywords because the chat does not filter specialists for it.
 */
export const SERVICES: readonly ServiceSeed[] = [
  {
    slug: 'carpet',
    name: SERVICE_NAMES.carpet,
    keywords: ['carpet'],
    description:
      'Carpet is still the warmest and quietest floor for bedrooms, stairs and living rooms. A good fitter measures every room, lays new gripper and underlay, stretches the carpet tight so it will not ruck, and finishes doorways with neat threshold strips. Wool and wool-mix carpets wear well in busy hallways, while polypropylene is easy to clean and suits homes with children and pets.',
  },
  {
    slug: 'hardwood',
    name: SERVICE_NAMES.hardwood,
    keywords: ['hardwood', 'engineered', 'parquet'],
    description:
      'Solid hardwood floors such as oak, walnut and ash last for generations and can be sanded and refinished many times. Specialists acclimatise the boards before fitting, check the subfloor for level and moisture, and choose between nailing, gluing or floating installation. Many also restore old parquet and floorboards, filling gaps and re-oiling or lacquering the surface.',
  },
  {
    slug: 'laminate',
    name: SERVICE_NAMES.laminate,
    keywords: ['laminate'],
    description:
      'Laminate gives the look of wood or stone at a lower price and stands up well to scratches. It is laid as a floating floor over a suitable underlay, with expansion gaps hidden under skirting or beading. Water-resistant ranges now suit kitchens and hallways, and a careful fitter will undercut door frames so the floor runs through cleanly.',
  },
  {
    slug: 'vinyl',
    name: SERVICE_NAMES.vinyl,
    keywords: ['vinyl', 'luxury vinyl', 'lvt'],
    description:
      'Sheet vinyl and luxury vinyl tiles (LVT) are waterproof, warm underfoot and easy to clean, which makes them popular in kitchens, bathrooms and utility rooms. LVT needs a smooth, levelled subfloor, so fitters usually ply or screed first. Click and glue-down systems are available, with realistic wood and stone designs and options for herringbone patterns.',
  },
  {
    slug: 'tile',
    name: SERVICE_NAMES.tile,
    keywords: ['tile', 'ceramic', 'porcelain'],
    description:
      'Ceramic, porcelain and natural stone tiles are hard-wearing and ideal for kitchens, bathrooms and conservatories. A tiler prepares a flat, stable base, uses the right adhesive and decoupling membrane for the subfloor, and sets out the room so cuts are even at the edges. Large-format porcelain and underfloor heating need particular care with levelling and movement joints.',
  },
  {
    slug: 'engineered-wood',
    name: SERVICE_NAMES['engineered-wood'],
    keywords: ['engineered'],
    description:
      'Engineered wood has a real hardwood top layer bonded to a stable plywood core, so it copes with underfloor heating and changes in humidity better than solid boards. It can be floated, glued or nailed, comes in planks and herringbone or chevron blocks, and thicker wear layers can be sanded and refinished when the floor eventually shows its age.',
  },
  {
    slug: 'other',
    name: SERVICE_NAMES.other,
    keywords: [],
    description:
      'Not sure which floor suits your project, or need something less common such as rubber, cork, resin or commercial flooring? Tell us about the job and we will put you in touch with local specialists who can advise on materials, subfloor preparation and costs.',
  },
];

/** Wordings a specialist may use for each service; each one contains one of its keywords. */
export const SERVICE_LABELS: Record<ServiceSlug, readonly string[]> = {
  carpet: [
    'Carpet Installation',
    'Carpet Fitting',
    'Stair & Landing Carpets',
    'Commercial Carpets',
  ],
  hardwood: [
    'Hardwood Flooring',
    'Solid Hardwood Floors',
    'Parquet Restoration',
    'Hardwood Sanding & Refinishing',
  ],
  laminate: ['Laminate Flooring', 'Laminate Fitting', 'Water-Resistant Laminate'],
  vinyl: [
    'Luxury Vinyl (LVT)',
    'Vinyl & LVT Flooring',
    'Sheet Vinyl Fitting',
    'Luxury Vinyl Planks',
  ],
  tile: ['Ceramic & Porcelain Tiling', 'Tile Installation', 'Stone & Porcelain Tiles'],
  'engineered-wood': [
    'Engineered Wood',
    'Engineered & Parquet Flooring',
    'Engineered Oak Flooring',
  ],
};
