import type { QuickReply } from '@flo/chat-machine';

interface QuickRepliesProps {
  options: QuickReply[];
  /** While Flo is typing the buttons stay visible but cannot be pressed twice. */
  disabled: boolean;
  onChoose(value: string): void;
}

/** The current question's answers as buttons named by their label. */
export function QuickReplies({ options, disabled, onChoose }: QuickRepliesProps) {
  if (options.length === 0) return null;
  return (
    <fieldset className="flo-replies">
      <legend className="flo-sr-only">Quick replies</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="flo-reply"
          disabled={disabled}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
