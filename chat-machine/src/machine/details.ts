/**
 * The contact steps the general and specialist flows end with: name, email (which may be
 * skipped, making the phone required), phone and project_details, then the shared submitting
 * state.
 */
import { copy } from '../copy.ts';
import { emailSteps, phoneStep } from './contact-steps.ts';
import { floSetup } from './setup.ts';
import { askStep, remember } from './steps.ts';

export const detailSteps = {
  name: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('name', 'typingMedium', copy.askName),
    on: { TEXT: { guard: 'hasText', target: 'email', actions: ['userSays', remember('name')] } },
  }),
  ...emailSteps({
    step: 'email',
    delay: 'typingMedium',
    question: (context) => copy.askEmail(context.answers.name ?? ''),
    next: 'phone',
    asksFirst: true,
  }),
  phone: phoneStep({
    step: 'phone',
    delay: 'typingMedium',
    question: copy.askPhone,
    next: 'project_details',
    asksFirst: false,
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
