import type { AdminSpecialistCheck, CheckKind } from '@flo/contract';
import { checkDetail, checkHeadline, TRADE_BODIES } from '@flo/contract/rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../content/dates.ts';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { SelectField, TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { type DataColumn, DataTable, LoadFailure } from '../../signed-in/index.ts';
import { adminChecksQuery, ukToday, useCheckMutations } from './checks-queries.ts';

const KIND_CHOICES: { value: CheckKind; label: string }[] = [
  { value: 'insurance', label: 'Insurance' },
  { value: 'company', label: 'Company registration' },
  { value: 'trade_body', label: 'Trade body membership' },
];
const TRADE_BODY_CHOICES = Object.entries(TRADE_BODIES).map(([value, label]) => ({ value, label }));

function standingOf(check: AdminSpecialistCheck): string {
  if (check.removedAt) {
    return `Removed by ${check.removedBy ?? 'an admin'} on ${formatDateTime(check.removedAt)}`;
  }
  return check.expired ? 'Expired: no longer on the profile' : 'On the profile';
}

function RemoveButton({ check, onRemove }: { check: AdminSpecialistCheck; onRemove: () => void }) {
  if (check.removedAt) return null;
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-label={`Remove: ${checkHeadline(check)}`}
      onClick={onRemove}
    >
      Remove
    </button>
  );
}

/** The detail field for the kind chosen: the insurer and cover, the number, or the body. */
function DetailField({ kind }: { kind: CheckKind }) {
  if (kind === 'trade_body') {
    return (
      <SelectField
        key="trade_body"
        idPrefix="check"
        name="detail"
        label="Trade body"
        options={TRADE_BODY_CHOICES}
        placeholder="Choose the body"
        required
      />
    );
  }
  return kind === 'company' ? (
    <TextField
      key="company"
      idPrefix="check"
      name="detail"
      label="Company number"
      hint="As on Companies House: 8 characters, such as 01234567 or SC123456."
      maxLength={12}
      required
    />
  ) : (
    <TextField
      key="insurance"
      idPrefix="check"
      name="detail"
      label="Insurer and cover"
      hint="Shown on the profile, for example: Public liability £2m with Aviva."
      maxLength={200}
      required
    />
  );
}

/**
 * A listing's checks in the admin console (ADR 028): what operators recorded, by whom and when,
 * removed ones too; a form to record what an operator saw (insurance, company registration, a
 * trade body membership) and on which day; and Remove, which takes a check off the profile and
 * keeps it on record with who removed it.
 */
export function ChecksPanel({ specialistId }: { specialistId: number }) {
  const checks = useQuery(adminChecksQuery(specialistId));
  const { record, remove, problem } = useCheckMutations(specialistId);
  const [kind, setKind] = useState<CheckKind>('insurance');
  const columns: readonly DataColumn<AdminSpecialistCheck>[] = [
    { header: 'Check', cell: (check) => checkHeadline(check) },
    { header: 'Detail', cell: (check) => checkDetail(check) ?? check.detail },
    {
      header: 'Recorded',
      cell: (check) => `${check.recordedBy}, ${formatDateTime(check.recordedAt)}`,
    },
    { header: 'Status', cell: standingOf },
    {
      header: 'Action',
      cell: (check) => <RemoveButton check={check} onRemove={() => remove.mutate(check.id)} />,
    },
  ];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    record.mutate(
      {
        kind,
        detail: text('detail'),
        seenOn: text('seenOn'),
        ...(kind === 'company' ? {} : { expiresOn: text('expiresOn') }),
      },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <>
      {checks.isPending ? <p role="status">Loading the checks…</p> : null}
      {checks.isError ? <LoadFailure what="the checks" retry={() => checks.refetch()} /> : null}
      {checks.data ? (
        <DataTable
          caption="Checks recorded on this listing, newest first"
          hideCaption
          columns={columns}
          rows={checks.data.checks}
          rowKey={(check) => check.id}
          empty={<p>No checks recorded yet.</p>}
        />
      ) : null}
      <ApiForm form={{ onSubmit, problem }} className="admin-form">
        <h3>Record a check</h3>
        <div className="field">
          <label className="field__label" htmlFor="check-kind">
            What was seen
          </label>
          <select
            id="check-kind"
            className="field__input"
            value={kind}
            onChange={(event) => setKind(event.target.value as CheckKind)}
          >
            {KIND_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <DetailField kind={kind} />
        <TextField
          idPrefix="check"
          name="seenOn"
          type="date"
          label="Day the evidence was seen"
          defaultValue={ukToday()}
          required
        />
        {kind === 'company' ? null : (
          <TextField
            idPrefix="check"
            name="expiresOn"
            type="date"
            label={kind === 'insurance' ? 'Cover ends on' : 'Membership ends on'}
            hint="After this day the check leaves the profile."
          />
        )}
        <div className="form__actions">
          <SubmitButton pending={record.isPending} pendingLabel="Recording…">
            Record check
          </SubmitButton>
        </div>
        {record.isSuccess ? <p role="status">Check recorded.</p> : null}
      </ApiForm>
    </>
  );
}
