import type { FloInstance } from '@flo/widget';
import { useEffect, useRef, useState } from 'react';

/** `value`, once it has stopped changing for `ms`: each new value restarts the preview chat. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The live preview of the chat settings form: a real embedded Flo drawn with the accent and
 * greeting being edited (either greeting of a split test, as chosen), before they are saved. `preview` shows it even where the saved settings
 * switch Flo off, and keeps no conversation. Mounted after hydration, as `ClientFloChat` is.
 *
 * @example
 * <ChatPreview accentColour="#0f766e" greeting="Hello! Planning a new floor?" />
 */
export function ChatPreview({
  accentColour,
  greeting,
  greetingB = '',
}: {
  accentColour: string;
  greeting: string;
  /** The split test's second greeting: when set, the preview can show either. */
  greetingB?: string;
}) {
  const [arm, setArm] = useState<'a' | 'b'>('a');
  const testing = greetingB.trim() !== '';
  const shown = testing && arm === 'b' ? greetingB : greeting;
  const accent = useSettled(accentColour, 300);
  const words = useSettled(shown.trim(), 600);
  const slot = useRef<HTMLDivElement>(null);
  // A new accent or greeting starts a fresh instance; the widget's chunk loads on first use.
  useEffect(() => {
    let instance: FloInstance | undefined;
    let unmounted = false;
    void import('@flo/widget').then(({ mount }) => {
      if (unmounted) return;
      instance = mount(slot.current, {
        variant: 'embedded',
        preview: true,
        accentColour: accent,
        ...(words ? { greeting: words } : {}),
      });
    });
    return () => {
      unmounted = true;
      instance?.destroy();
    };
  }, [accent, words]);
  return (
    <section className="chat-preview" aria-labelledby="chat-preview-title">
      <h2 id="chat-preview-title">Live preview</h2>
      <p className="muted">Flo as visitors will see it with these settings, before you save.</p>
      {testing ? (
        <fieldset className="chat-preview__arms">
          <legend>Greeting shown</legend>
          {(['a', 'b'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="preview-arm"
                value={value}
                checked={arm === value}
                onChange={() => setArm(value)}
              />{' '}
              {value === 'a' ? 'First greeting' : 'Second greeting (split test)'}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div ref={slot} className="chat-preview__slot" />
    </section>
  );
}
