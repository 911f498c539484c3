import type { AdminCity } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { SelectField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { adminCitiesQuery } from '../locations/queries.ts';
import { refreshAdminData } from '../moderation-queries.ts';
import { EMPTY_LISTING, ListingFields, listingValuesFrom } from './ListingFields.tsx';
import { manageHref } from './queries.ts';

function Form({ cities }: { cities: AdminCity[] }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: async (body: object) =>
      (await (await apiRequest('POST', '/api/admin/specialists', body)).json()) as {
        id: number;
        slug: string;
      },
    onSuccess: async ({ id, slug }) => {
      toast({ title: 'Listing created', description: `It is live at /specialist/${slug}.` });
      await refreshAdminData(queryClient);
      await navigate(manageHref(id));
    },
    onError: () =>
      toast({
        title: 'Listing not created',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  const problem = mutation.isError ? formProblemFrom(mutation.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { website, ...listing } = listingValuesFrom(event.currentTarget);
    const citySlug = String(new FormData(event.currentTarget).get('citySlug') ?? '');
    mutation.mutate({ ...listing, citySlug, ...(website ? { website } : {}) });
  };
  return (
    <ApiForm form={{ onSubmit, problem }} className="admin-form">
      <SelectField
        idPrefix="new-specialist"
        name="citySlug"
        label="City"
        placeholder="Choose a city…"
        options={cities.map((city) => ({ value: city.slug, label: city.name }))}
        required
      />
      <ListingFields idPrefix="new-specialist" values={EMPTY_LISTING} />
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Creating…">
          Create listing
        </SubmitButton>
      </div>
    </ApiForm>
  );
}

/**
 * A new active listing (`POST /api/admin/specialists`): its address follows the rule of
 * docs/product/validation.md#specialist-slug from the name and city; a listing already at that
 * address is refused with the API's words. Created, the screen moves to the new listing's manage
 * screen.
 */
export function NewSpecialistForm() {
  const cities = useQuery(adminCitiesQuery);
  if (cities.isPending) return <p role="status">Loading the cities…</p>;
  if (cities.isError)
    return (
      <p role="alert" className="form-alert">
        We could not load the cities, so a listing cannot be created now.
      </p>
    );
  return <Form cities={cities.data.cities} />;
}
