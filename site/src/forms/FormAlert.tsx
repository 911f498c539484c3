import type { FormProblem } from './api-error.ts';

/**
 * The form-level message after a failed submission, announced by screen readers. With field
 * errors it points to them; otherwise it repeats the API's message.
 *
 * @example
 * {problem ? <FormAlert problem={problem} /> : null}
 */
export function FormAlert({ problem }: { problem: FormProblem }) {
  const fieldCount = Object.keys(problem.fields).length;
  return (
    <div role="alert" className="form-alert">
      {fieldCount > 0
        ? `Please correct ${fieldCount === 1 ? 'the highlighted field' : `the ${fieldCount} highlighted fields`} and send again.`
        : problem.message}
    </div>
  );
}
