/**
 * The contact steps the general and specialist flows end with: name, email (which may be
 * skipped, making the phone required), phone and project_details, then the firms it will go
 * to (choose-firms.ts), or straight to submitting for a profile chat's specialist.
 */
import { and } from 'xstate';
import { generalCopy } from '../copy/general.ts';
import { emailSteps, phoneStep } from './contact-steps.ts';
import { floSetup } from './setup.ts';
import { askStep, remember } from './steps.ts';

/** The last question; its answer goes to the firms the enquiry would go to (choose-firms.ts). */
function projectDetailsStep(toNamedSpecialist: boolean) {
  const answered = ['userSays' as const, remember('projectDetails')];
  const toFirms = { guard: 'hasText' as const, target: '#flo.match_preview', actions: answered };
  return floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('project_details', 'typing', generalCopy.askProjectDetails),
    on: {
      TEXT: toNamedSpecialist
        ? [
            {
              guard: and(['hasText', 'knowsSpecialist']),
              target: '#flo.submitting',
              actions: answered,
            },
            toFirms,
          ]
        : toFirms,
    },
  });
}

export const detailSteps = {
  name: floSetup.createStateConfig({
    tags: ['text-input'],
    ...askStep('name', 'typingMedium', generalCopy.askName),
    on: { TEXT: { guard: 'hasText', target: 'email', actions: ['userSays', remember('name')] } },
  }),
  ...emailSteps({
    step: 'email',
    delay: 'typingMedium',
    question: (context) => generalCopy.askEmail(context.answers.name ?? ''),
    next: 'phone',
    asksFirst: true,
  }),
  phone: phoneStep({
    step: 'phone',
    delay: 'typingMedium',
    question: generalCopy.askPhone,
    next: 'project_details',
    asksFirst: false,
  }),
  project_details: projectDetailsStep(false),
};

/**
 * The specialist flow's contact steps: its enquiry goes to the profile's specialist, so there
 * are no firms to choose, unless the specialist could not be loaded and it is matched by place.
 */
export const specialistDetailSteps = { ...detailSteps, project_details: projectDetailsStep(true) };
