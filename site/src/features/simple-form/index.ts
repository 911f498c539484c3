/**
 * The simple one-box enquiry form (spec sections 2, 3 and 8).
 *
 * @example
 * import { SimpleForm } from '../../features/simple-form/index.ts';
 * <SimpleForm heading="Send a message" location="Leeds" />
 */
export { SimpleForm, type SimpleFormProps } from './SimpleForm.tsx';
