/**
 * The free-quotes contact steps of the location flows: name, phone (which may be skipped, making
 * the e-mail required) and e-mail, then submit.
 */
import { generalCopy } from '../copy/general.ts';
import { pageFlowCopy } from '../copy/page-flows.ts';
import { emailSteps, phoneStep } from './contact-steps.ts';
import { floSetup } from './setup.ts';
import { askStep, remember, serviceLabel } from './steps.ts';

export const locationContactSteps = {
  location_contact_name: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('location_contact_name', 'typingMedium', (context) =>
      context.answers.sendAnyway
        ? pageFlowCopy.contactNameForTeam
        : pageFlowCopy.contactName(
            serviceLabel(context, generalCopy.flooring),
            context.answers.servedCity ?? context.answers.city ?? generalCopy.yourArea,
          ),
    ),
    on: {
      TEXT: {
        guard: 'hasText',
        target: 'location_contact_phone',
        actions: ['userSays', remember('name')],
      },
    },
  }),
  location_contact_phone: phoneStep({
    step: 'location_contact_phone',
    delay: 'typingMedium',
    question: (context) => pageFlowCopy.contactPhone(context.answers.name ?? ''),
    next: 'location_contact_email',
    asksFirst: true,
  }),
  ...emailSteps({
    step: 'location_contact_email',
    delay: 'typingMedium',
    question: pageFlowCopy.contactEmail,
    next: '#flo.match_preview',
    asksFirst: false,
  }),
};
