import type { PageType } from '@flo/contract';
import { isFloEnabledOn } from '@flo/contract/rules';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ClientFloChat, type ClientFloChatProps } from '../../flo/ClientFloChat.tsx';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { SimpleForm, type SimpleFormProps } from './SimpleForm.tsx';
import './simple-form.css';

export interface EmbeddedChatSlotProps {
  /** Page type whose chat setting decides (docs/product/chat-flows.md#chat-page-types). */
  pageType: PageType;
  /** Flo's options when it shows; the widget takes the page context from the path. */
  flo: Omit<ClientFloChatProps, 'variant'> & { className: string };
  /** Heading of the slot, over Flo or the form. */
  title: string;
  /** The one-box form shown when Flo is switched off for this page type. */
  form: Omit<SimpleFormProps, 'heading'>;
}

/**
 * An embedded-chat slot: Flo when the chat settings enable it for the page type, otherwise
 * the simple one-box form, so the slot is never empty. The page's loader must prefetch
 * `chatSettingsQuery`.
 *
 * @example
 * <EmbeddedChatSlot pageType="specialists" title="Ask about flooring in Leeds" flo={{ city: 'Leeds', className: 'city__chat' }} form={{ location: 'Leeds' }} />
 */
export function EmbeddedChatSlot({ pageType, title, flo, form }: EmbeddedChatSlotProps) {
  const id = useId();
  const { data: settings } = useSuspenseQuery(chatSettingsQuery);
  if (!isFloEnabledOn(settings, pageType)) return <SimpleForm heading={title} {...form} />;
  return (
    <section className="chat-slot" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="chat-slot__title">
        {title}
      </h2>
      <ClientFloChat variant="embedded" {...flo} />
    </section>
  );
}
