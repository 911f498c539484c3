import { createContext, type ReactNode, useContext } from 'react';
import './form.css';

interface FieldProps {
  /** The input's name: also the API's field name, so its error lands beside it. */
  name: string;
  label: string;
  /**
   * The API's message for this field, shown under it and linked with aria-describedby; by
   * default the one `FieldErrors` holds for `name`.
   */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /**
   * Says "(optional)" after the label of a field that is not required; on unless `false`.
   * Filters turn it off: every filter may be left empty, so the mark would only add noise.
   */
  markOptional?: boolean;
  /** Prefixes ids when one page has two forms with the same field names. */
  idPrefix?: string;
}

type InputProps = FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'number';
  autoComplete?: string;
  defaultValue?: string;
  maxLength?: number;
  /** The on-screen keyboard to offer ('numeric' for a one-time code). */
  inputMode?: 'numeric' | 'text';
};

type TextAreaProps = FieldProps & {
  rows?: number;
  minLength?: number;
  maxLength?: number;
  defaultValue?: string;
};

type SelectProps = FieldProps & {
  options: readonly (string | { value: string; label: string })[];
  defaultValue?: string;
  /** First, empty option ('Choose…'); leave out to preselect the first option. */
  placeholder?: string;
  /**
   * First option, with the empty value, that a filter's "no filter" is ('Any city'). A select
   * with one can always be left alone, so it is never marked "(optional)".
   */
  anyOption?: string;
};

const FieldErrorsContext = createContext<Readonly<Record<string, string>>>({});

/**
 * Gives the fields inside it the API's message for their name (`FormProblem.fields`), so a form
 * need not hand each field its `error`.
 *
 * @example
 * <FieldErrors errors={problem?.fields}><TextField name="email" label="E-mail" /></FieldErrors>
 */
export function FieldErrors({
  errors,
  children,
}: {
  errors: Readonly<Record<string, string>> | undefined;
  children: ReactNode;
}) {
  return <FieldErrorsContext.Provider value={errors ?? {}}>{children}</FieldErrorsContext.Provider>;
}

/** The API's message for the field `name` inside `FieldErrors`, for fields of a page's own. */
export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrorsContext)[name];
}

/** The field's props with the form's error for it, unless the field was given one. */
function useWithFormError<P extends FieldProps>(props: P): P {
  const fromForm = useFieldError(props.name);
  return props.error === undefined && fromForm ? { ...props, error: fromForm } : props;
}

function describedBy(id: string, { hint, error }: FieldProps): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({
  id,
  props,
  children,
}: {
  id: string;
  props: FieldProps;
  children: ReactNode;
}) {
  return (
    <div className={props.error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {props.label}
        {props.required || props.markOptional === false ? null : (
          <span className="field__optional"> (optional)</span>
        )}
      </label>
      {props.hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {children}
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const fieldId = (props: FieldProps) => `${props.idPrefix ?? 'form'}-${props.name}`;

/**
 * A labelled text input with its hint and the API's error for it.
 *
 * @example
 * <TextField name="email" label="E-mail" type="email" required error={problem?.fields.email} />
 */
export function TextField(ownProps: InputProps) {
  const props = useWithFormError(ownProps);
  const id = fieldId(props);
  return (
    <FieldFrame id={id} props={props}>
      <input
        id={id}
        name={props.name}
        className="field__input"
        type={props.type ?? 'text'}
        required={props.required}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      />
    </FieldFrame>
  );
}

/**
 * A labelled multi-line text box.
 *
 * @example
 * <TextAreaField name="message" label="Message" rows={6} required error={problem?.fields.message} />
 */
export function TextAreaField(ownProps: TextAreaProps) {
  const props = useWithFormError(ownProps);
  const id = fieldId(props);
  return (
    <FieldFrame id={id} props={props}>
      <textarea
        id={id}
        name={props.name}
        className="field__input field__input--multiline"
        rows={props.rows ?? 5}
        required={props.required}
        minLength={props.minLength}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      />
    </FieldFrame>
  );
}

/**
 * A labelled drop-down; options are values shown as they are, or value and label pairs.
 *
 * @example
 * <SelectField name="urgency" label="When" options={JOB_URGENCIES} required />
 * <SelectField name="city" label="City" options={cityOptions} anyOption="Any city" />
 */
export function SelectField(ownProps: SelectProps) {
  const props = useWithFormError(ownProps);
  const id = fieldId(props);
  const frame = props.anyOption === undefined ? props : { ...props, markOptional: false };
  return (
    <FieldFrame id={id} props={frame}>
      <select
        id={id}
        name={props.name}
        className="field__input"
        required={props.required}
        defaultValue={props.defaultValue ?? (props.placeholder ? '' : undefined)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      >
        {props.placeholder ? (
          <option value="" disabled>
            {props.placeholder}
          </option>
        ) : null}
        {props.anyOption === undefined ? null : <option value="">{props.anyOption}</option>}
        {props.options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
