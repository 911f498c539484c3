/**
 * The simple one-box enquiry form (docs/product/chat-flows.md#widget-placement,
 * docs/product/entities.md#simple-form-enquiry, docs/product/errors.md#simple-form-texts) and the
 * embedded-chat slot that shows it whenever Flo is switched off for the page.
 *
 * @example
 * import { EmbeddedChatSlot, SimpleForm } from './index.ts';
 * <SimpleForm heading="Send a message" location="Leeds" />
 */
export { EmbeddedChatSlot, type EmbeddedChatSlotProps } from './EmbeddedChatSlot.tsx';
export { SimpleForm, type SimpleFormProps } from './SimpleForm.tsx';
