import type { Guide } from './guide.ts';

export const laminateVsLvt: Guide = {
  slug: 'laminate-vs-lvt-kitchens-bathrooms',
  title: 'Laminate vs LVT for kitchens and bathrooms',
  summary:
    'What water really does to laminate and to luxury vinyl tiles, which ratings to look for, what each costs to fit, and which one belongs in a bathroom.',
  publishedOn: '2026-10-05',
  body: [
    {
      type: 'p',
      text: 'Laminate and luxury vinyl tile (LVT) both imitate wood and stone convincingly, both click together quickly and both cost less than the real thing. In a hallway or bedroom either will serve you well. Kitchens and bathrooms are different, because the question becomes what happens when water gets in.',
    },
    { type: 'h2', text: 'What they are made of' },
    {
      type: 'p',
      text: 'Laminate is a core of high-density fibreboard (HDF), a compressed wood-fibre board, with a printed photographic layer and a tough clear overlay on top. LVT is made of PVC: either flexible planks that are glued to the subfloor (often called dryback) or rigid click planks with a stone-plastic composite (SPC) core. The vinyl itself is waterproof; the HDF core of laminate is not.',
    },
    { type: 'h2', text: 'Water' },
    {
      type: 'p',
      text: 'If water sits on laminate long enough to seep into the joints, the HDF core swells, the edges lift and the damage cannot be reversed. Water-resistant laminates with sealed, waxed or tightly engineered joints resist spills for 24 to 72 hours depending on the brand, which makes them a reasonable choice in a kitchen where spills are wiped up. They are still not suitable for a family bathroom, where water pools around a bath or a shower tray.',
    },
    {
      type: 'p',
      text: 'LVT does not swell. In a bathroom, glue-down LVT with the perimeter sealed with flexible silicone gives a floor that shrugs off splashes, and it is warmer and quieter underfoot than tiles. Rigid click LVT is also waterproof itself, but water can still get underneath through the edges, so seal around the room and around the pipes.',
    },
    { type: 'h2', text: 'Ratings to look for' },
    {
      type: 'ul',
      items: [
        'Laminate: an abrasion class of AC4 suits a busy family kitchen; AC3 is fine for most other rooms.',
        'LVT: a wear layer of 0.3 mm suits domestic rooms; choose 0.55 mm for a busy kitchen, pets or light commercial use.',
        'Slip resistance: for bathrooms, look for an R10 rating or a stated wet pendulum value of 36 or more.',
      ],
    },
    { type: 'h2', text: 'Subfloors' },
    {
      type: 'p',
      text: 'Click laminate and rigid click LVT float over an underlay and tolerate small dips of a few millimetres. Glue-down LVT is thin and flexible, so every bump shows through: a concrete floor normally needs a smoothing compound, and a timber floor needs 6 mm plywood screwed down over it. That preparation can cost £10 to £25 per m², and it is the reason glue-down LVT quotes look higher.',
    },
    { type: 'h2', text: 'Costs and timings' },
    {
      type: 'ul',
      items: [
        'Laminate: about £10 to £30 per m² for the boards, plus £10 to £20 per m² to fit.',
        'Rigid click LVT: about £20 to £45 per m², plus £12 to £20 per m² to fit.',
        'Glue-down LVT: about £20 to £50 per m², plus £15 to £30 per m² to fit, before any subfloor preparation.',
        'A typical 12 m² kitchen takes about a day for click flooring, and a day and a half to two days for glue-down LVT once the smoothing compound has dried.',
      ],
    },
    { type: 'h2', text: 'Underfloor heating' },
    {
      type: 'p',
      text: 'Both work over underfloor heating when the manufacturer approves it, usually with a floor surface limit of 27°C. Use the underlay the manufacturer specifies; a thick acoustic underlay may insulate the heat away from the room.',
    },
    { type: 'h2', text: 'The verdict' },
    {
      type: 'p',
      text: 'For a bathroom, choose LVT, ideally glued down and sealed. For a kitchen, LVT is the safer choice, while a good water-resistant AC4 laminate is a sound budget option if spills are wiped up promptly. In both rooms, fit the flooring before the kickboards and leave the expansion gap the manufacturer asks for around the edges.',
    },
  ],
};
