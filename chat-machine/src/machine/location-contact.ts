/** The free-quotes contact steps of the location flows: name, phone and e-mail, then submit. */
import { copy } from '../copy.ts';
import { floSetup } from './setup.ts';
import { askStep, emailAnswer, phoneAnswer, remember, serviceLabel } from './steps.ts';

export const locationContactSteps = {
  location_contact_name: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('location_contact_name', 'typingMedium', (context) =>
      context.answers.sendAnyway
        ? copy.contactNameForTeam
        : copy.contactName(
            serviceLabel(context, copy.flooring),
            context.answers.city ?? copy.yourArea,
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
  location_contact_phone: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('location_contact_phone', 'typingMedium', (context) =>
      copy.contactPhone(context.answers.name ?? ''),
    ),
    on: { TEXT: phoneAnswer('location_contact_email') },
  }),
  location_contact_email: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('location_contact_email', 'typingMedium', copy.contactEmail),
    on: { TEXT: emailAnswer('#flo.submitting') },
  }),
};
