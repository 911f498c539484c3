import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { fieldAttributesFor, type InputKind } from '../inputAttributes.ts';

interface ComposerProps {
  /** A submission is on its way: the visitor can keep typing but not send. */
  pending: boolean;
  /** What the step asks for: picks the field, keyboard and autofill. Free text by default. */
  kind?: InputKind;
  onSend(text: string): void;
}

/**
 * The message box of text steps. Send is disabled while the text is blank or a submission is
 * pending; Enter sends, Shift+Enter starts a new line of free text
 * (docs/product/validation.md#chat-inputs). A step asking for a name, e-mail, phone, postcode or
 * place gets a single-line field of that type. The form skips the browser's own validation: Flo
 * checks answers itself and replies in chat.
 */
export function Composer({ pending, kind = 'text', onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const canSend = text.trim() !== '' && !pending;
  const field = fieldAttributesFor(kind);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className="flo-composer" noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId} className="flo-sr-only">
        Type your message
      </label>
      {field ? (
        <input
          id={inputId}
          className="flo-input"
          {...field}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      ) : (
        <textarea
          id={inputId}
          className="flo-input"
          rows={1}
          value={text}
          placeholder="Type your message…"
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      )}
      <button type="submit" className="flo-send" disabled={!canSend}>
        Send
      </button>
    </form>
  );
}
