/**
 * The service choices and the welcome's quick replies, apart from the other sets (options.ts),
 * which read the whole copy: the widget's loader paints the welcome's and carries only these.
 */
import { SERVICE_NAMES, SERVICE_SLUGS } from '@flo/contract/constants';
import { welcomeCopy } from '../copy/general.ts';
import type { QuickReply } from '../types.ts';

export const serviceOptions: QuickReply[] = SERVICE_SLUGS.map((slug) => ({
  value: slug,
  label: SERVICE_NAMES[slug],
}));

export const welcomeOptions: QuickReply[] = [
  ...serviceOptions,
  { value: 'other', label: welcomeCopy.otherService },
];
