/**
 * @flo/widget as ES modules: the same commands as the script tag's `window.Flo`, plus
 * `<FloChat/>` for React hosts. Importing touches no browser global, so it is safe in SSR.
 *
 * @example
 * import { mount, on } from '@flo/widget';
 * const chat = mount('#chat-slot', { variant: 'embedded', apiOrigin: 'https://flo.example' });
 * on('enquiry:submitted', ({ enquiryId }) => analytics.track('enquiry', enquiryId));
 */
import type {
  FloEventHandler,
  FloEventName,
  FloInstance,
  FloOptions,
} from './features/config/types.ts';
import { floModule } from './features/esm/floModule.ts';

export type {
  FloEventHandler,
  FloEventMap,
  FloEventName,
  FloInstance,
  FloOptions,
  FloVariant,
} from './features/config/types.ts';
export { FloChat, type FloChatProps } from './features/esm/components/FloChat.tsx';

export const mount = (target: Element | string | null, options?: FloOptions): FloInstance =>
  floModule().mount(target, options);
export const open = (): void => floModule().open();
export const close = (): void => floModule().close();
export const toggle = (): void => floModule().toggle();
export const destroy = (): void => floModule().destroy();
export const on = <E extends FloEventName>(event: E, handler: FloEventHandler<E>): (() => void) =>
  floModule().on(event, handler);
