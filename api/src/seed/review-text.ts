import type { ServiceSlug } from '@flo/contract';
import { FITTER_NAMES } from './names.ts';
import type { Random } from './prng.ts';

type Mood = 'happy' | 'mixed' | 'unhappy';

const ROOMS = [
  'living room',
  'hallway',
  'kitchen',
  'main bedroom',
  'landing',
  'dining room',
  'conservatory',
  'bathroom',
  'loft conversion',
  'utility room',
  'home office',
  'shop',
] as const;

const OPENERS: Record<Mood, readonly string[]> = {
  happy: [
    'Really pleased with the new floor in our {room}.',
    '{fitter} and the team did a brilliant job on our {room}.',
    'Could not be happier with how the {room} turned out.',
    'Excellent service from the first visit to the final clean-up.',
    'Second time we have used them and they were just as good.',
    'Great job.',
    'Fantastic work on the {room}, exactly what we wanted.',
  ],
  mixed: [
    'The finished {room} looks good, but it took a while to get there.',
    'Decent job overall.',
    'Mostly happy with the {room}.',
    'Fair price and a tidy finish, with a couple of niggles.',
  ],
  unhappy: [
    'Disappointing experience with our {room}.',
    'I would not book them again.',
    'The fitter turned up two hours late and rushed the {room}.',
    'Very let down by this company.',
  ],
};

const DETAILS: Record<ServiceSlug, readonly string[]> = {
  carpet: [
    'The carpet is perfectly fitted with no visible joins.',
    'They took the old carpet away and the new underlay feels lovely underfoot.',
    'The wool twist we chose from the samples looks even better in the {room}.',
  ],
  hardwood: [
    'The oak boards were left to acclimatise before fitting and the finish is beautiful.',
    'They sanded and re-oiled our tired parquet and it looks new again.',
    'Every gap in the old floorboards was filled before the lacquer went on.',
  ],
  laminate: [
    'The laminate went down in a day and the beading along the skirting is very neat.',
    'They undercut the door frames so the laminate runs straight through.',
    'The water-resistant laminate has coped well with muddy boots and the dog.',
  ],
  vinyl: [
    'The LVT in the {room} looks just like stone and is easy to keep clean.',
    'They levelled the subfloor properly first, so the vinyl is completely flat.',
    'The herringbone luxury vinyl has transformed the {room}.',
  ],
  tile: [
    'The porcelain tiles are perfectly level and the grout lines are spot on.',
    'The cuts around the door frames and pipes are tidy and well sealed.',
    'They laid the large-format tiles over the underfloor heating without a single crack.',
  ],
  'engineered-wood': [
    'The engineered oak works well with our underfloor heating.',
    'The chevron pattern in engineered oak was set out beautifully from the centre of the room.',
    'They glued the engineered boards down, so there is no hollow sound at all.',
  ],
};

const PROCESS: Record<Mood, readonly string[]> = {
  happy: [
    'They arrived on time each morning and hoovered up before leaving.',
    'The quote was clear and there were no surprises on the final bill.',
    '{fitter} explained the underlay options and did not push the most expensive one.',
    'Furniture was moved out and put back carefully.',
    'The job took two days, exactly as promised.',
    'Communication was good throughout and they replied to messages quickly.',
  ],
  mixed: [
    'The start date slipped by a week and we had to chase for updates.',
    'We had to ask twice for the threshold strips to be finished.',
    'The fitting itself was fine, although the quote took nearly three weeks to arrive.',
    'There was a bit of dust left in the hallway afterwards.',
  ],
  unhappy: [
    'Problems showed up within a month and it took weeks to get anyone back.',
    'The price went up on the day for extra underlay we had never agreed to.',
    'They left offcuts in the garden and a gap along the skirting.',
    'Nobody answered the phone when we rang about the problems.',
  ],
};

const CLOSERS: Record<Mood, readonly string[]> = {
  happy: [
    'Would definitely use again.',
    'Highly recommended.',
    'Thank you!',
    'Five stars from us.',
  ],
  mixed: ['Would probably use them again for a small job.', 'Three stars.', 'Good, not great.'],
  unhappy: ['Would not use again.', 'Disappointed overall.', 'Still waiting for a proper reply.'],
};

function moodOf(rating: number): Mood {
  if (rating >= 4) return 'happy';
  return rating === 3 ? 'mixed' : 'unhappy';
}

/**
 * A plausible review of a job of `service`, composed from fragments that fit the rating.
 * Lengths vary from one short sentence to four, so some need the 120-character toggle.
 */
export function composeReviewText(random: Random, rating: number, service: ServiceSlug): string {
  const mood = moodOf(rating);
  const room = random.pick(ROOMS);
  const fitter = random.pick(FITTER_NAMES);
  const fill = (sentence: string) => sentence.replace('{room}', room).replace('{fitter}', fitter);
  const sentences = [fill(random.pick(OPENERS[mood]))];
  const length = random.weighted([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 3],
  ] as const);
  if (length >= 2)
    sentences.push(
      mood === 'unhappy' ? fill(random.pick(PROCESS.unhappy)) : fill(random.pick(DETAILS[service])),
    );
  if (length >= 3) sentences.push(fill(random.pick(PROCESS[mood === 'unhappy' ? 'mixed' : mood])));
  if (length >= 4) sentences.push(random.pick(CLOSERS[mood]));
  return sentences.join(' ');
}

/** The business's answer to a review, in a tone that fits its rating. */
export function composeBusinessReply(random: Random, rating: number, customerName: string): string {
  const firstName = customerName.split(' ')[0] ?? customerName;
  if (rating >= 4) {
    return random.pick([
      `Thank you, ${firstName}! It was a pleasure working with you.`,
      `Thanks for the kind words, ${firstName}. Enjoy the new floor!`,
      `Many thanks, ${firstName}. We have passed your comments on to the fitting team.`,
    ]);
  }
  return random.pick([
    `We are sorry to read this, ${firstName}. Please call the office so we can put it right.`,
    `Thank you for the honest feedback, ${firstName}. We have reviewed the job with the team and will be in touch.`,
  ]);
}
