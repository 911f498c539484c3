/**
 * The contact steps the general and specialist flows end with: name, email, phone and
 * project_details, then the shared submitting state.
 */
import { copy } from '../copy.ts';
import { floSetup } from './setup.ts';
import { askStep, emailAnswer, phoneAnswer, remember } from './steps.ts';

export const detailSteps = {
  name: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('name', 'typingMedium', copy.askName),
    on: { TEXT: { guard: 'hasText', target: 'email', actions: ['userSays', remember('name')] } },
  }),
  email: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('email', 'typingMedium', (context) => copy.askEmail(context.answers.name ?? '')),
    on: { TEXT: emailAnswer('phone') },
  }),
  phone: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('phone', 'typingMedium', copy.askPhone),
    on: { TEXT: phoneAnswer('project_details') },
  }),
  project_details: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('project_details', 'typing', copy.askProjectDetails),
    on: {
      TEXT: {
        guard: 'hasText',
        target: '#flo.submitting',
        actions: ['userSays', remember('projectDetails')],
      },
    },
  }),
};
