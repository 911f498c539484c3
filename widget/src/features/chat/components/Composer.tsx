import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';

interface ComposerProps {
  /** A submission is on its way: the visitor can keep typing but not send. */
  pending: boolean;
  onSend(text: string): void;
}

/**
 * The message box of text steps. Send is disabled while the text is blank or a submission is
 * pending; Enter sends, Shift+Enter starts a new line (spec section 5).
 */
export function Composer({ pending, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const canSend = text.trim() !== '' && !pending;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className="flo-composer" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="flo-sr-only">
        Type your message
      </label>
      <textarea
        id={inputId}
        className="flo-input"
        rows={1}
        value={text}
        placeholder="Type your message…"
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="flo-send" disabled={!canSend}>
        Send
      </button>
    </form>
  );
}
