/**
 * The pieces the console's period forms share (the figures, the funnel): a day field, the note
 * on how days are read, and the check made before asking the API.
 */

export function DateField({
  form,
  name,
  label,
  value,
}: {
  /** Prefix of the input's id, one per form: `figures`, `funnel`. */
  form: string;
  name: string;
  label: string;
  value: string;
}) {
  const id = `${form}-${name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        className="field__input"
        defaultValue={value}
        required
      />
    </div>
  );
}

/** What a period form's days mean, and the problem found with them, if any. */
export function PeriodNote({ maxDays, problem }: { maxDays: number; problem: string | null }) {
  return (
    <>
      <p className="muted figures-period__note">{`Days in UTC, both included; at most ${maxDays} days.`}</p>
      {problem ? (
        <p role="alert" className="form-alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}

/** A start after the end, caught before asking; null when the order is right or a day is left out. */
export function periodOrderProblem(from?: string, to?: string): string | null {
  return from && to && from > to ? 'The first day must not be after the last.' : null;
}
