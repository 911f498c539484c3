/**
 * The free-quotes contact steps of the location flows: name, phone (which may be skipped, making
 * the e-mail required) and e-mail, then submit.
 */
import { copy } from '../copy.ts';
import { emailSteps, phoneStep } from './contact-steps.ts';
import { floSetup } from './setup.ts';
import { askStep, remember, serviceLabel } from './steps.ts';

export const locationContactSteps = {
  location_contact_name: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('location_contact_name', 'typingMedium', (context) =>
      context.answers.sendAnyway
        ? copy.contactNameForTeam
        : copy.contactName(
            serviceLabel(context, copy.flooring),
            context.answers.servedCity ?? context.answers.city ?? copy.yourArea,
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
    question: (context) => copy.contactPhone(context.answers.name ?? ''),
    next: 'location_contact_email',
    asksFirst: true,
  }),
  ...emailSteps({
    step: 'location_contact_email',
    delay: 'typingMedium',
    question: copy.contactEmail,
    next: '#flo.match_preview',
    asksFirst: false,
  }),
};
