import { Link } from 'react-router';

/**
 * The split test's second greeting (ADR 042): empty runs no test. While it is set, each new
 * conversation gets the greeting above or this one at random and keeps it; the Flo funnel
 * screen compares how often each ends in an enquiry.
 *
 * @example
 * <SplitTestField value={greetingB} onChange={setGreetingB} error={undefined} />
 */
export function SplitTestField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const describedBy = error ? 'chat-greeting-b-hint chat-greeting-b-error' : 'chat-greeting-b-hint';
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor="chat-greeting-b">
        Split test: second greeting <span className="field__optional">(optional)</span>
      </label>
      <p id="chat-greeting-b-hint" className="field__hint">
        Another greeting or first question to try against the one above. Each new conversation gets
        one of the two at random and keeps it. See which leads to more enquiries on the{' '}
        <Link to="/admin/funnel">Flo funnel</Link> screen. Leave empty to run no test.
      </p>
      <textarea
        id="chat-greeting-b"
        className="field__input field__input--multiline"
        rows={2}
        maxLength={300}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id="chat-greeting-b-error" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
