/**
 * Enhanced flow (docs/product/chat-flows.md#enhanced-flow), on a service page:
 * enhanced_project_details, enhanced_name, enhanced_preference, then the postcode (or town) for
 * both choices, so every enquiry has a place to match; a consultation then asks phone and e-mail,
 * talking it through first a contact number and e-mail; both then submit.
 */
import { and } from 'xstate';
import { copy } from '../copy.ts';
import { preferenceOptions } from './options.ts';
import {
  askPlaceStep,
  type PlaceRoute,
  placeSearch,
  placeText,
  sendAnyway,
} from './place-search.ts';
import { floSetup } from './setup.ts';
import { askStep, chose, emailAnswer, phoneAnswer, remember, serviceLabel } from './steps.ts';

/** An e-mail step: a valid address submits, anything else is asked for again. */
function emailStep(step: string, question: string) {
  return floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep(step, 'typingMedium', question),
    on: { TEXT: emailAnswer('#flo.submitting') },
  });
}

/** After the place: a consultation asks a phone to arrange the visit, talking it through a contact number. */
const afterPlace: PlaceRoute[] = [
  { target: 'enhanced_phone', preference: 'consultation' },
  { target: 'enhanced_contact' },
];

export const enhancedFlow = floSetup.createStateConfig({
  initial: 'enhanced_project_details',
  states: {
    enhanced_project_details: {
      tags: ['text-input'],
      ...askStep('enhanced_project_details', 'typing', (context) =>
        copy.enhancedProjectDetails(serviceLabel(context, copy.flooring)),
      ),
      on: {
        TEXT: {
          guard: 'hasText',
          target: 'enhanced_name',
          actions: ['userSays', remember('projectDetails')],
        },
      },
    },
    enhanced_name: {
      tags: ['text-input'],
      ...askStep('enhanced_name', 'typingMedium', copy.enhancedName),
      on: {
        TEXT: {
          guard: 'hasText',
          target: 'enhanced_preference',
          actions: ['userSays', remember('name')],
        },
      },
    },
    enhanced_preference: {
      ...askStep(
        'enhanced_preference',
        'typingMedium',
        (context) => copy.enhancedPreference(context.answers.name ?? ''),
        preferenceOptions,
      ),
      on: {
        CHOOSE: [
          // The host's preset city (data-city) is resolved instead of asking the postcode.
          {
            guard: and([chose('consultation'), 'hasPresetCity']),
            target: 'enhanced_preset_search',
            actions: ['userSays', remember('preference', () => 'consultation')],
          },
          {
            guard: and([chose('talk-further'), 'hasPresetCity']),
            target: 'enhanced_preset_search',
            actions: ['userSays', remember('preference', () => 'talk-further')],
          },
          {
            guard: chose('consultation'),
            target: 'enhanced_postcode',
            actions: ['userSays', remember('preference', () => 'consultation')],
          },
          {
            guard: chose('talk-further'),
            target: 'enhanced_postcode',
            actions: ['userSays', remember('preference', () => 'talk-further')],
          },
        ],
      },
    },
    enhanced_postcode: {
      ...askPlaceStep('enhanced_postcode', 'typingShort', copy.enhancedPostcode),
      on: {
        TEXT: placeText('enhanced_postcode_search', 'enhanced_postcode'),
        CHOOSE: sendAnyway(afterPlace),
      },
    },
    enhanced_postcode_search: placeSearch({
      name: 'enhanced_postcode_search',
      placeStep: 'enhanced_postcode',
      next: afterPlace,
    }),
    enhanced_preset_search: placeSearch({
      name: 'enhanced_postcode_search',
      placeStep: 'enhanced_postcode',
      next: afterPlace,
      preset: true,
    }),
    enhanced_phone: {
      tags: ['text-input'],
      ...askStep('enhanced_phone', 'typingShort', copy.enhancedPhone),
      on: { TEXT: phoneAnswer('enhanced_email') },
    },
    enhanced_email: emailStep('enhanced_email', copy.enhancedEmail),
    enhanced_contact: {
      tags: ['text-input'],
      ...askStep('enhanced_contact', 'typingShort', copy.enhancedContact),
      on: { TEXT: phoneAnswer('enhanced_contact_email') },
    },
    enhanced_contact_email: emailStep('enhanced_contact_email', copy.enhancedContactEmail),
  },
});
