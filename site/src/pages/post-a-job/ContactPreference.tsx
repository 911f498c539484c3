const CHOICES = [
  { value: 'either', label: 'E-mail or phone' },
  { value: 'email', label: 'E-mail only' },
  { value: 'phone', label: 'Phone only' },
] as const;

/** How the customer prefers to be contacted, as a radio group (defaults to either). */
export function ContactPreference({ error }: { error?: string | undefined }) {
  return (
    <fieldset
      className={error ? 'field field--invalid choice-group' : 'field choice-group'}
      aria-describedby={error ? 'job-preferred-contact-error' : undefined}
    >
      <legend className="field__label">How should specialists contact you?</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className="choice-group__option">
          <input
            type="radio"
            name="preferredContact"
            value={choice.value}
            defaultChecked={choice.value === 'either'}
          />
          {choice.label}
        </label>
      ))}
      {error ? (
        <p id="job-preferred-contact-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
