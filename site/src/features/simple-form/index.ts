/**
 * The simple one-box enquiry form (spec sections 2, 3 and 8) and the embedded-chat slot that
 * shows it whenever Flo is switched off for the page.
 *
 * @example
 * import { EmbeddedChatSlot, SimpleForm } from './index.ts';
 * <SimpleForm heading="Send a message" location="Leeds" />
 */
export { EmbeddedChatSlot, type EmbeddedChatSlotProps } from './EmbeddedChatSlot.tsx';
export { SimpleForm, type SimpleFormProps } from './SimpleForm.tsx';
