import type { Guide } from './guide.ts';

export const preparingSubfloors: Guide = {
  slug: 'preparing-subfloors-screed-moisture-levelling',
  title: 'Preparing subfloors: screed, moisture and levelling',
  summary:
    'How long screed takes to dry, how fitters measure moisture, what flatness each floor covering needs, and what preparation usually costs.',
  publishedOn: '2026-10-12',
  body: [
    {
      type: 'p',
      text: 'Most flooring failures start underneath: boards that cup, vinyl that bubbles, tiles that crack along a line. The cause is nearly always a subfloor that was too wet, too uneven or not sound. Good fitters spend time on preparation before any new floor goes down, and it is worth understanding what they are checking.',
    },
    { type: 'h2', text: 'Drying times for new screed' },
    {
      type: 'p',
      text: 'A traditional sand and cement screed dries at roughly 1 mm per day for the first 40 mm in good drying conditions, and more slowly after that. A 50 mm screed therefore needs around two months and a 75 mm screed can take three months or more, longer in winter or in an unheated building. Anhydrite (calcium sulphate) screeds dry faster and can often be force-dried with the underfloor heating after about a week, but they form a weak surface skin called laitance that must be sanded off before adhesives are used.',
    },
    {
      type: 'p',
      text: 'Rapid-drying screeds and additives can cut these times to days or weeks. Ask your builder which product was used and when it was laid; the data sheet will state its own drying time.',
    },
    { type: 'h2', text: 'Measuring moisture' },
    {
      type: 'p',
      text: 'Fitters measure the relative humidity of a concrete floor with a hygrometer sealed to the surface under an insulated hood, following BS 8203 for resilient floors such as vinyl and LVT. A reading of 75% relative humidity or less is the usual limit for vinyl, LVT and most adhesives. Wood flooring manufacturers set their own limits, commonly between 65% and 75%, so check the instructions for your chosen boards. A handheld moisture meter gives a quick indication but is not a substitute for a hood test.',
    },
    {
      type: 'p',
      text: 'If the floor is too damp and the job cannot wait, a liquid damp-proof membrane, usually a two-coat epoxy, can be applied over the screed. It typically adds £15 to £30 per m² in materials and labour, and it must be primed before a smoothing compound goes on top.',
    },
    { type: 'h2', text: 'How flat is flat enough?' },
    {
      type: 'p',
      text: 'Flatness is measured with a 2 m straightedge laid across the floor. BS 8204 describes three classes: SR1, with gaps of no more than 3 mm; SR2, up to 5 mm; and SR3, up to 10 mm. Glue-down vinyl and LVT and large-format tiles need an SR1 floor. Click laminate and floating engineered boards tolerate SR2 over an underlay. Carpet is the most forgiving, although ridges will still show through a thin carpet as it wears.',
    },
    {
      type: 'p',
      text: 'To reach SR1, fitters pour a latex or cement-based smoothing compound, typically 3 to 10 mm thick, over a primed surface. It can usually be walked on within a few hours and covered the next day. Expect to pay roughly £10 to £25 per m² depending on depth and access.',
    },
    { type: 'h2', text: 'Timber subfloors' },
    {
      type: 'ul',
      items: [
        'Screw down loose or squeaking floorboards and replace any that are split or rotten.',
        'For vinyl or LVT, overlay the boards with 6 mm plywood screwed every 100 to 150 mm, so the board joints do not show through.',
        'Keep airbricks clear: a suspended timber floor needs ventilation underneath to stay dry.',
        'Check for old bitumen adhesive or asbestos-containing tiles before sanding or lifting an old floor; if in doubt, have it tested.',
      ],
    },
    { type: 'h2', text: 'What to expect from your fitter' },
    {
      type: 'p',
      text: 'A thorough fitter will test the moisture, check the flatness with a straightedge, note any movement or damage and explain what preparation is needed before quoting a final price. The preparation may add a day to the job, but it is far cheaper than lifting and replacing a failed floor. Keep the readings and photos; most manufacturers will ask for them if you ever need to make a warranty claim.',
    },
  ],
};
