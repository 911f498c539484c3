import type { Guide } from './guide.ts';

export const woodFloorCare: Guide = {
  slug: 'how-to-look-after-wood-floors',
  title: 'How to look after wood floors',
  summary:
    'Everyday cleaning, the humidity and temperature wood likes, caring for lacquered and oiled finishes, dealing with scratches, and when to sand and refinish.',
  publishedOn: '2026-11-09',
  body: [
    {
      type: 'p',
      text: 'A solid or engineered wood floor can last for generations, and most of that comes down to simple habits. Grit, standing water and very dry air do the damage; a few minutes of the right care each week keeps a floor looking good between professional refinishes.',
    },
    { type: 'h2', text: 'Everyday cleaning' },
    {
      type: 'ul',
      items: [
        'Sweep, or vacuum with a hard-floor head, two or three times a week; grit is what wears the finish.',
        'Clean with a well-wrung microfibre mop and a pH-neutral cleaner made for your finish.',
        'Never use a steam mop, and never leave water standing; wipe spills straight away.',
        'Avoid washing-up liquid, bleach, vinegar and ammonia; they dull lacquer and strip oil.',
      ],
    },
    { type: 'h2', text: 'Preventing damage' },
    {
      type: 'p',
      text: 'Put a good doormat at every outside door, inside and out, so grit stays outside. Fit felt pads to chair and table legs and replace them when they wear thin. Use rugs in high-traffic routes and under desk chairs, but choose rugs with a breathable backing, because some rubber backings discolour finishes. Keep pets’ claws trimmed, and take off stiletto heels, which can dent even hard oak.',
    },
    {
      type: 'p',
      text: 'Sunlight changes the colour of wood over time: oak ambers and walnut lightens. Move rugs and furniture now and then so the floor ages evenly, and consider blinds in south-facing rooms.',
    },
    { type: 'h2', text: 'Humidity and temperature' },
    {
      type: 'p',
      text: 'Wood is happiest at a relative humidity of about 45% to 65% and a room temperature of 18°C to 24°C. In winter, central heating can dry the air well below that, and boards shrink and open small gaps; these normally close again in spring. A cheap hygrometer tells you where you stand, and a humidifier in the driest months helps. Avoid sudden temperature jumps, especially with underfloor heating.',
    },
    { type: 'h2', text: 'Lacquered or oiled?' },
    {
      type: 'p',
      text: 'A lacquered floor has a hard film on top of the wood. It needs no routine treatment beyond cleaning, and when it starts to look tired, after perhaps 5 to 10 years in a family home, a fitter can lightly abrade it and apply fresh coats without sanding back to bare wood. A screen and recoat like this usually costs £10 to £20 per m² and takes a day plus drying time.',
    },
    {
      type: 'p',
      text: 'An oiled floor is finished inside the wood, so it looks more natural and scratches can be repaired in patches. It needs a maintenance oil every one to three years, more often in kitchens and hallways, and an occasional clean with a soap made for oiled floors. Re-oiling a room yourself is a weekend job: clean thoroughly, apply a thin coat, buff off the excess and keep people off it overnight.',
    },
    { type: 'h2', text: 'Scratches and dents' },
    {
      type: 'ul',
      items: [
        'Light surface scuffs on lacquer often disappear with the manufacturer’s refresher product.',
        'On oiled floors, rub a little maintenance oil into the scratch with a fine pad.',
        'Deeper scratches can be filled with a coloured wax stick and buffed level.',
        'A badly damaged board in a click or tongue-and-groove floor can be cut out and replaced by a fitter, so keep a few spare boards from the installation.',
      ],
    },
    { type: 'h2', text: 'Sanding and refinishing' },
    {
      type: 'p',
      text: 'When the finish has worn through to bare wood, or the floor is covered in deep scratches, it is time for a full sand and refinish. Professional sanding with dust extraction typically costs £20 to £35 per m² including the new finish, and a living room takes two to three days including drying time. Solid floors can be sanded many times; engineered floors only as many times as their wear layer allows, so ask your fitter to check its thickness first.',
    },
  ],
};
