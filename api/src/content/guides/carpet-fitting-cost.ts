import type { Guide } from './guide.ts';

export const carpetFittingCost: Guide = {
  slug: 'how-much-does-carpet-fitting-cost',
  title: 'How much does carpet fitting cost in the UK?',
  summary:
    'Typical 2026 prices per square metre for carpet, underlay and fitting, what a bedroom, a lounge and a staircase usually come to, and how to compare quotes fairly.',
  publishedOn: '2026-09-14',
  body: [
    {
      type: 'p',
      text: 'A new carpet is usually priced in three parts: the carpet itself, the underlay beneath it and the fitter’s labour. Add in the smaller items such as gripper rods, door bars and taking away the old carpet, and the final figure can be quite different from the price on the sample. This guide sets out what each part typically costs across the UK so you can sense-check a quote before you agree to it.',
    },
    { type: 'h2', text: 'The carpet' },
    {
      type: 'p',
      text: 'Carpet is sold by the square metre from rolls that are normally 4 m or 5 m wide. Budget polypropylene carpets start at around £8 to £15 per m². Mid-range twists, saxonies and good-quality synthetics sit between £15 and £30 per m², and that is where most living rooms and bedrooms end up. Wool-rich carpets (80% wool, 20% nylon) and pure wool usually cost £30 to £60 per m², with designer loops and patterned runners going higher.',
    },
    {
      type: 'p',
      text: 'Because carpet comes off a fixed-width roll, you pay for the waste as well as the floor you cover. A room 3.2 m wide cut from a 4 m roll wastes 0.8 m along its whole length, so ask the fitter to plan the cuts for the whole house at once; rooms can often share a roll and a seam can sometimes be avoided.',
    },
    { type: 'h2', text: 'Underlay, grippers and extras' },
    {
      type: 'p',
      text: 'Underlay costs roughly £4 to £10 per m². A thicker PU foam or crumb rubber underlay makes a mid-range carpet feel better and last longer, so it is rarely the place to save money. If you have underfloor heating, choose an underlay made for it and keep the combined tog rating of carpet and underlay at 2.5 or below, otherwise the heat struggles to get through.',
    },
    {
      type: 'ul',
      items: [
        'Gripper rods: often included; otherwise £1 to £2 per metre.',
        'Door bars and thresholds: about £10 to £25 each.',
        'Uplifting and disposing of old carpet and underlay: about £2 to £4 per m², or £30 to £60 a room.',
        'Moving heavy furniture: some fitters include it, others charge £20 to £50 a room.',
        'Trimming doors that catch on the new, thicker carpet: about £10 to £20 a door.',
      ],
    },
    { type: 'h2', text: 'Fitting' },
    {
      type: 'p',
      text: 'Most independent fitters charge £5 to £8 per m² for a straightforward room, with a minimum charge of around £50 to £80 for a small job. London and the South East tend to be at the top of that range. Some fitters quote a day rate instead, typically £150 to £250. A double bedroom takes two to three hours to fit; a whole three-bedroom house with stairs and landing is usually one to two days.',
    },
    {
      type: 'p',
      text: 'Stairs are priced separately because every tread and riser is cut and fitted by hand. Expect £100 to £250 for the labour on a standard straight flight of 13 steps, more for winders, open-plan stairs or a runner with stair rods. Allow extra carpet too: a flight typically needs 5 to 7 m² once the nosings are wrapped.',
    },
    { type: 'h2', text: 'Worked examples' },
    {
      type: 'ul',
      items: [
        'Double bedroom of 12 m², mid-range carpet at £20/m², underlay at £6/m², fitting at £6/m²: about £380 before extras.',
        'Lounge of 20 m² in an 80/20 wool twist at £35/m², with £8/m² underlay and £7/m² fitting: about £1,000.',
        'Straight staircase and landing in mid-range carpet: typically £400 to £700 all in.',
      ],
    },
    { type: 'h2', text: 'Comparing quotes' },
    {
      type: 'p',
      text: 'Ask every fitter to measure the rooms themselves and to list the carpet, underlay, grippers, door bars, uplift and disposal separately. A quote that looks cheaper often leaves out the underlay or the removal of the old carpet. Check whether the price includes VAT, how long the fitting is guaranteed for, and whether seams have been agreed with you in advance. If your floor is uneven or your floorboards squeak, ask for that to be dealt with before the carpet goes down; fixing it afterwards means lifting the new carpet.',
    },
    {
      type: 'p',
      text: 'Finally, book the fitting after any decorating that involves sanding or painting skirting boards, and make sure the rooms are empty of small items on the day. A fitter who can start straight away is a fitter who finishes on time.',
    },
  ],
};
