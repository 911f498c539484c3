import type { Guide } from './guide.ts';

export const engineeredVsSolid: Guide = {
  slug: 'engineered-vs-solid-hardwood',
  title: 'Engineered vs solid hardwood: which should you choose?',
  summary:
    'How engineered and solid wood boards are made, how they cope with heating and moisture, how often they can be sanded, and what each costs to buy and fit.',
  publishedOn: '2026-09-21',
  body: [
    {
      type: 'p',
      text: 'Walk on a well-fitted engineered oak floor and a solid oak floor and you will struggle to tell them apart. The difference is underneath, and it decides where each floor can go, how it behaves through the seasons and how many decades it will last.',
    },
    { type: 'h2', text: 'How they are made' },
    {
      type: 'p',
      text: 'A solid board is a single piece of timber, usually 18 to 20 mm thick, with a tongue and groove machined along its edges. An engineered board is a layered product: a top layer of real hardwood, called the wear layer, bonded to a core of cross-laid plywood or softwood. Total thickness is typically 14 to 21 mm and the wear layer is anything from 2 mm to 6 mm.',
    },
    {
      type: 'p',
      text: 'The cross-laid core is what makes engineered wood stable. Timber swells across its grain as it takes on moisture and shrinks as it dries; layers running in different directions hold each other in check, so an engineered board moves far less than a solid one.',
    },
    { type: 'h2', text: 'Heating, moisture and where they can go' },
    {
      type: 'p',
      text: 'Engineered boards are the usual choice over underfloor heating, on concrete slabs and in rooms where humidity changes, such as kitchens and basements. Most manufacturers approve their engineered floors for underfloor heating provided the floor surface stays at or below 27°C and the heating is brought up gradually at the start of each heating season. Solid wood can be used over underfloor heating only in narrow boards of a stable species, and many suppliers simply advise against it.',
    },
    {
      type: 'p',
      text: 'Solid wood is at its best nailed to joists or battens in a room with steady conditions. Both types need the subfloor to be dry: a new screed must be tested with a hygrometer before any wood goes down, and both should be left to acclimatise in the room where they will be laid, typically 48 to 72 hours for engineered boards and a week or more for solid, with the heating at normal living temperature.',
    },
    { type: 'h2', text: 'Sanding and lifespan' },
    {
      type: 'p',
      text: 'A solid board can be sanded back and refinished many times over its life, down to the tongue, which is why Victorian floors can still be restored. An engineered board can be sanded as many times as its wear layer allows. As a rule of thumb, a 2 mm wear layer allows one light sanding, 3 to 4 mm allows two or three, and 6 mm approaches solid wood. Domestic floors are typically sanded every 10 to 15 years, so a 4 mm wear layer gives several decades of service.',
    },
    { type: 'h2', text: 'Costs' },
    {
      type: 'ul',
      items: [
        'Engineered oak: about £30 to £80 per m² for the boards, depending on wear layer, grade and finish.',
        'Solid oak: about £40 to £100 per m², more for wide planks and parquet.',
        'Floating installation over underlay: about £15 to £25 per m² in labour.',
        'Glue-down or secret-nailed installation: about £20 to £35 per m², plus adhesive at £5 to £10 per m².',
        'Skirting, beading, thresholds and removing the old floor are usually priced separately.',
      ],
    },
    {
      type: 'p',
      text: 'A fitter will lay roughly 15 to 25 m² of floating engineered floor in a day, and less when boards are glued or nailed, or laid in a herringbone pattern. Allow a day or two for a typical living room.',
    },
    { type: 'h2', text: 'Which should you choose?' },
    {
      type: 'ul',
      items: [
        'Choose engineered for underfloor heating, concrete subfloors, kitchens, conservatories and wide planks.',
        'Choose solid for joisted floors in period homes, when you want to match existing boards, or when you want the longest possible life.',
        'Whichever you choose, buy around 10% extra for cutting waste, and 15% for herringbone or chevron.',
      ],
    },
    {
      type: 'p',
      text: 'Ask your fitter to check the subfloor’s flatness and moisture before you order, and to confirm the finish. Lacquered boards are the easiest to look after day to day, while oiled boards are easier to repair in patches. Either way, the quality of the preparation decides how good the finished floor looks.',
    },
  ],
};
