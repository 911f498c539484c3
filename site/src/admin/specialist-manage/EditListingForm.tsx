import type { AdminSpecialistDetail, AdminSpecialistUpdate } from '@flo/contract';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import {
  ListingFields,
  type ListingValues,
  listingValuesFrom,
  serviceSlugsOf,
} from '../specialists/ListingFields.tsx';
import { usePatchSpecialist } from './use-patch-specialist.ts';

const listingOf = (s: AdminSpecialistDetail): ListingValues => ({
  name: s.name,
  description: s.description,
  email: s.email,
  phone: s.phone,
  postcode: s.postcode,
  website: s.website ?? '',
  services: serviceSlugsOf(s.services),
});

/** Only what the admin changed, so an old value today's checks refuse never blocks a save. */
function changes(before: ListingValues, after: ListingValues): AdminSpecialistUpdate {
  const update: AdminSpecialistUpdate = {};
  for (const key of ['name', 'description', 'email', 'phone', 'postcode', 'website'] as const) {
    if (after[key] !== before[key]) update[key] = after[key];
  }
  if (after.services.join() !== before.services.join()) update.services = after.services;
  return update;
}

/**
 * The listing's details as the public profile shows them. The address (slug) stays as it
 * was when the name changes, so links keep working.
 */
export function EditListingForm({ specialist }: { specialist: AdminSpecialistDetail }) {
  const { mutation, problem } = usePatchSpecialist(specialist.id, 'Listing not saved');
  const values = listingOf(specialist);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(changes(values, listingValuesFrom(event.currentTarget)));
  };
  return (
    <ApiForm form={{ onSubmit, problem }} className="admin-form">
      <ListingFields idPrefix="manage" values={values} />
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
          Save listing
        </SubmitButton>
      </div>
      {mutation.isSuccess ? (
        <p role="status">
          {'Listing saved. '}
          <Link to={`/specialist/${specialist.slug}`}>See the public profile</Link>
        </p>
      ) : null}
    </ApiForm>
  );
}
