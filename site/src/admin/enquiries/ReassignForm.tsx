import type { AdminEnquiryDetail, AdminSpecialistsPage } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { formProblemFrom } from '../../forms/api-error.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

const MAX_RECIPIENTS = 3;

/**
 * Routes an enquiry by hand (`PUT /api/admin/enquiries/{reference}/recipients`): the current
 * recipients start ticked; a search finds other active specialists to tick, up to three.
 * Specialists added get the lead mail; those unticked lose the lead.
 */
export function ReassignForm({ enquiry }: { enquiry: AdminEnquiryDetail }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const prefix = `reassign-${enquiry.reference}`;
  const [chosen, setChosen] = useState(
    () => new Map(enquiry.recipientsDetail.map((r) => [r.specialistId, r.name])),
  );
  const [search, setSearch] = useState('');
  const found = useQuery({
    ...apiQuery<AdminSpecialistsPage>('/api/admin/specialists', { q: search, status: 'active' }),
    enabled: search !== '',
  });
  const save = useMutation({
    mutationFn: () =>
      apiRequest('PUT', `/api/admin/enquiries/${enquiry.reference}/recipients`, {
        specialistIds: [...chosen.keys()],
      }),
    onSuccess: () => {
      toast({ title: 'Enquiry routed to the chosen specialists' });
      void refreshAdminData(queryClient);
    },
  });
  const toggle = (id: number, name: string) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  const candidates = new Map(chosen);
  for (const s of found.data?.items ?? []) candidates.set(s.id, `${s.name} (${s.city})`);
  const problem = save.isError ? formProblemFrom(save.error) : null;
  return (
    <section className="card admin-item" aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>Send it to other specialists</h3>
      <form className="admin-decision" aria-label="Find specialists" onSubmit={find}>
        <label className="field__label" htmlFor={`${prefix}-q`}>
          Find active specialists by name
        </label>
        <input id={`${prefix}-q`} name="q" className="field__input" maxLength={100} />
        <button type="submit" className="button button--secondary">
          Find
        </button>
      </form>
      {found.isError ? (
        <p role="alert" className="form-alert">
          The search failed. Please try again.
        </p>
      ) : null}
      {search && found.data?.items.length === 0 ? <p>No active specialist matches.</p> : null}
      <fieldset className="field">
        <legend className="field__label">{`Specialists to receive it (up to ${MAX_RECIPIENTS})`}</legend>
        {[...candidates].map(([id, name]) => (
          <label key={id} className="admin-check">
            <input
              type="checkbox"
              checked={chosen.has(id)}
              disabled={!chosen.has(id) && chosen.size >= MAX_RECIPIENTS}
              onChange={() => toggle(id, name)}
            />{' '}
            {name}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="form-alert">
          {`${problem.message}. ${problem.fields.specialistIds ?? ''}`.trim()}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        disabled={save.isPending || chosen.size === 0}
        onClick={() => save.mutate()}
      >
        {save.isPending ? 'Routing…' : 'Send to these specialists'}
      </button>
    </section>
  );
}
