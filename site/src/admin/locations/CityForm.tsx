import type { AdminCity, AdminCityInput } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

/** 'LS, wf  HD' → ['LS', 'wf', 'HD']: the API upper-cases and checks each. */
const areasFrom = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The API's first message for the areas, or for one of them ('postcodeAreas.1'). */
const areasError = (fields: Record<string, string>) =>
  fields.postcodeAreas ??
  Object.entries(fields).find(([key]) => key.startsWith('postcodeAreas.'))?.[1];

/**
 * A city's name, region and postcode areas: a new city (`POST /api/admin/cities`, 409 in the
 * API's words when it exists) or an edit of `city` (`PATCH /api/admin/cities/{id}`; its
 * address never changes, so links keep working).
 *
 * @example
 * <CityForm city={leeds} onDone={() => setEditing(null)} />
 */
export function CityForm({ city, onDone }: { city?: AdminCity; onDone: () => void }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const idPrefix = city ? `city-${city.slug}` : 'new-city';
  const mutation = useMutation({
    mutationFn: (input: AdminCityInput) =>
      city
        ? apiRequest('PATCH', `/api/admin/cities/${city.id}`, input)
        : apiRequest('POST', '/api/admin/cities', input),
    onSuccess: async (_answer, input) => {
      toast({ title: city ? `${input.name} saved` : `${input.name} added` });
      await refreshAdminData(queryClient);
      onDone();
    },
    onError: () =>
      toast({
        title: city ? 'City not saved' : 'City not added',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  const problem = mutation.isError ? formProblemFrom(mutation.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    mutation.mutate({
      name: text('name'),
      region: text('region'),
      postcodeAreas: areasFrom(text('postcodeAreas')),
    });
  };
  const areasProblem = problem ? areasError(problem.fields) : undefined;
  return (
    <ApiForm form={{ onSubmit, problem }} className="admin-form city-form">
      <TextField
        idPrefix={idPrefix}
        name="name"
        label="City"
        defaultValue={city?.name ?? ''}
        hint={city ? `Its pages stay at /specialists/${city.slug}.` : undefined}
        maxLength={80}
        required
      />
      <TextField
        idPrefix={idPrefix}
        name="region"
        label="Region"
        defaultValue={city?.region ?? ''}
        maxLength={80}
        required
      />
      <TextField
        idPrefix={idPrefix}
        name="postcodeAreas"
        label="Postcode areas"
        hint="The letters postcodes here start with, separated by spaces or commas: LS, WF."
        defaultValue={city?.postcodeAreas.join(', ') ?? ''}
        error={areasProblem}
        required
      />
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
          {city ? `Save ${city.name}` : 'Add city'}
        </SubmitButton>
        {city ? (
          <button type="button" className="button button--secondary" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </ApiForm>
  );
}
