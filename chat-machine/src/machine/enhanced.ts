/**
 * Enhanced flow (docs/product/chat-flows.md#enhanced-flow), on a service page:
 * enhanced_project_details, enhanced_name, enhanced_preference, then the postcode (or town) for
 * both choices, so every enquiry has a place to match; a consultation then asks phone and e-mail,
 * talking it through first a contact number and e-mail (either may be skipped, not both); both
 * then submit.
 */
import { and } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import { pageFlowCopy } from '../copy/page-flows.ts';
import { emailSteps, phoneStep } from './contact-steps.ts';
import { preferenceOptions } from './page-flow-options.ts';
import {
  askPlaceStep,
  type PlaceRoute,
  placeSearch,
  placeText,
  sendAnyway,
} from './place-search.ts';
import { floSetup } from './setup.ts';
import { askStep, chose, remember, serviceLabel } from './steps.ts';

/** After the place: a consultation asks a phone to arrange the visit, talking it through a contact number. */
const afterPlace: PlaceRoute[] = [
  { target: 'enhanced_phone', preference: 'consultation' },
  { target: 'enhanced_contact' },
];

// Built apart: spread inside the flow's object literal, their state names would widen to string.
const consultationEmail = emailSteps({
  step: 'enhanced_email',
  delay: 'typingMedium',
  question: pageFlowCopy.enhancedEmail,
  next: '#flo.match_preview',
  asksFirst: false,
});
const talkFurtherEmail = emailSteps({
  step: 'enhanced_contact_email',
  delay: 'typingMedium',
  question: pageFlowCopy.enhancedContactEmail,
  next: '#flo.match_preview',
  asksFirst: false,
});

export const enhancedFlow = floSetup.createStateConfig({
  initial: 'enhanced_project_details',
  states: {
    enhanced_project_details: {
      tags: ['text-input'],
      ...askStep('enhanced_project_details', 'typing', (context) =>
        pageFlowCopy.enhancedProjectDetails(serviceLabel(context, generalCopy.flooring)),
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
      ...askStep('enhanced_name', 'typingMedium', pageFlowCopy.enhancedName),
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
        (context) => pageFlowCopy.enhancedPreference(context.answers.name ?? ''),
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
      ...askPlaceStep('enhanced_postcode', 'typingShort', pageFlowCopy.enhancedPostcode),
      on: {
        TEXT: placeText('enhanced_postcode_search', 'enhanced_postcode'),
        CHOOSE: sendAnyway(afterPlace, 'enhanced_postcode_search'),
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
    enhanced_phone: phoneStep({
      step: 'enhanced_phone',
      delay: 'typingShort',
      question: pageFlowCopy.enhancedPhone,
      next: 'enhanced_email',
      asksFirst: true,
    }),
    ...consultationEmail,
    enhanced_contact: phoneStep({
      step: 'enhanced_contact',
      delay: 'typingShort',
      question: pageFlowCopy.enhancedContact,
      next: 'enhanced_contact_email',
      asksFirst: true,
    }),
    ...talkFurtherEmail,
  },
});
