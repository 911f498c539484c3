import { useCallback, useEffect, useRef, useState } from 'react';
import type { FloActor } from '../floActor.ts';
import { useActorSelector } from '../hooks/useActorSelector.ts';
import { useFocusRecovery } from '../hooks/useFocusRecovery.ts';
import { inputKindOf } from '../inputKindOf.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { QuickReplies } from './QuickReplies.tsx';
import { Toast, type ToastMessage } from './Toast.tsx';

/** The machine also offers retry as a quick reply; the panel shows its own RETRY control instead. */
const RETRY_OPTION = 'retry';

const isVisitorMessage = (message: { from: string }) => message.from === 'user';

interface ChatPanelProps {
  actor: FloActor;
  /** Origin of the Flo site, for profile links. */
  siteOrigin: string;
  /** Present for overlay variants: shows the 'Close chat' control. */
  onClose?: () => void;
  /** Told before each answer is sent, for the host's funnel analytics. */
  onAnswer?: (event: { type: 'CHOOSE'; value: string } | { type: 'TEXT'; text: string }) => void;
}

/** The conversation itself, driven only by the machine: transcript, answers, input, status. */
export function ChatPanel({ actor, siteOrigin, onClose, onAnswer }: ChatPanelProps) {
  const messages = useActorSelector(actor, (state) => state.context.messages);
  const options = useActorSelector(actor, (state) => state.context.options);
  const typing = useActorSelector(actor, (state) => state.context.typing);
  const acceptsText = useActorSelector(actor, (state) => state.hasTag('text-input'));
  const inputKind = useActorSelector(actor, inputKindOf);
  const busy = useActorSelector(actor, (state) => state.hasTag('busy'));
  const submitted = useActorSelector(actor, (state) => state.hasTag('submitted'));
  const canRetry = useActorSelector(actor, (state) => state.can({ type: 'RETRY' }));
  // Nothing to start over until the visitor has answered; the saved copy goes with it.
  const started = useActorSelector(actor, (state) => state.context.messages.some(isVisitorMessage));
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useFocusRecovery(root);
  const dismissToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    const subscription = actor.on('toast', (event) => setToast(event));
    return () => subscription.unsubscribe();
  }, [actor]);

  const answer = (event: { type: 'CHOOSE'; value: string } | { type: 'TEXT'; text: string }) => {
    onAnswer?.(event);
    actor.send(event);
  };

  return (
    <div ref={root} className="flo-chat" tabIndex={-1}>
      <header className="flo-header">
        <p className="flo-title">Flo</p>
        {started && (
          <button
            type="button"
            className="flo-header-button"
            disabled={busy}
            onClick={() => actor.send({ type: 'RESET' })}
          >
            Start over
          </button>
        )}
        {onClose && (
          <button
            type="button"
            className="flo-icon-button"
            aria-label="Close chat"
            onClick={onClose}
          >
            ×
          </button>
        )}
      </header>
      <MessageList messages={messages} typing={typing} siteOrigin={siteOrigin} />
      <Toast toast={toast} onDismiss={dismissToast} />
      <div className="flo-footer">
        <QuickReplies
          options={canRetry ? options.filter((option) => option.value !== RETRY_OPTION) : options}
          disabled={typing || busy}
          onChoose={(value) => answer({ type: 'CHOOSE', value })}
        />
        {canRetry && (
          <button type="button" className="flo-reply" onClick={() => actor.send({ type: 'RETRY' })}>
            Try again
          </button>
        )}
        {submitted ? (
          <p className="flo-submitted" role="status">
            Enquiry submitted successfully!
          </p>
        ) : (
          acceptsText && (
            <Composer
              pending={busy}
              kind={inputKind}
              onSend={(text) => answer({ type: 'TEXT', text })}
            />
          )
        )}
      </div>
    </div>
  );
}
