import type { AdminSpecialistDetail } from '@flo/contract';
import { LISTING_TIERS } from '@flo/contract/constants';
import { type FormEvent, useState } from 'react';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { SelectField, useFieldError } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { capitalised } from '../specialists/queries.ts';
import { usePatchSpecialist } from './use-patch-specialist.ts';

function ReasonField({ defaultValue }: { defaultValue: string }) {
  const error = useFieldError('suspendedReason');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor="manage-reason">
        Reason for suspending
      </label>
      <p id="manage-reason-hint" className="field__hint">
        Kept on record. A suspended listing leaves every public page and gets no enquiries.
      </p>
      <textarea
        id="manage-reason"
        name="suspendedReason"
        className="field__input field__input--multiline"
        rows={2}
        maxLength={500}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'manage-reason-hint manage-reason-error' : 'manage-reason-hint'}
      />
      {error ? (
        <p id="manage-reason-error" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The listing's status and plan: make it active, suspend it with a reason, or put it on a
 * plan (Featured: the badge and a place among the home page's featured specialists).
 */
export function StatusForm({ specialist }: { specialist: AdminSpecialistDetail }) {
  const { mutation, problem } = usePatchSpecialist(specialist.id, 'Status not saved');
  const [status, setStatus] = useState(specialist.status === 'suspended' ? 'suspended' : 'active');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const tier = String(data.get('tier')) as AdminSpecialistDetail['tier'];
    const reason = String(data.get('suspendedReason') ?? '').trim();
    mutation.mutate(
      status === 'suspended'
        ? { status: 'suspended', suspendedReason: reason, tier }
        : { status: 'active', tier },
    );
  };
  return (
    <ApiForm form={{ onSubmit, problem }} className="admin-form manage-status">
      <p>
        {`Now ${specialist.status}`}
        {specialist.suspendedReason ? `: ${specialist.suspendedReason}` : ''}
        {` · ${capitalised(specialist.tier)} plan`}
      </p>
      <fieldset className="field business-fieldset">
        <legend className="field__label">Status</legend>
        {(['active', 'suspended'] as const).map((choice) => (
          <label key={choice} className="business-checkbox">
            <input
              type="radio"
              name="status"
              value={choice}
              checked={status === choice}
              onChange={() => setStatus(choice)}
            />{' '}
            {choice === 'active' ? 'Active (listed and matched)' : 'Suspended'}
          </label>
        ))}
      </fieldset>
      {status === 'suspended' ? (
        <ReasonField defaultValue={specialist.suspendedReason ?? ''} />
      ) : null}
      <SelectField
        idPrefix="manage"
        name="tier"
        label="Plan"
        hint="Featured listings carry the Featured badge and show on the home page."
        options={LISTING_TIERS.map((tier) => ({ value: tier, label: capitalised(tier) }))}
        defaultValue={specialist.tier}
        required
      />
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
          Save status and plan
        </SubmitButton>
      </div>
      {mutation.isSuccess ? <p role="status">Status and plan saved.</p> : null}
    </ApiForm>
  );
}
