import type { BusinessProfile, BusinessProfileUpdate } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { TextAreaField, TextField } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { profileQuery, refreshBusinessData } from '../queries.ts';

/**
 * What the form changed, as the API wants it (services ticked, one area per line). Only changed
 * fields are sent, so a detail saved before today's checks (a phone number typed as words, say)
 * never blocks saving another field.
 */
function changedFields(form: HTMLFormElement, profile: BusinessProfile): BusinessProfileUpdate {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const lines = text('areas')
    .split('\n')
    .map((area) => area.trim())
    .filter(Boolean);
  const ticked = data.getAll('services').map(String);
  // Kept services stay in the listing's order; newly ticked ones follow.
  const services = [
    ...profile.services.filter((slug) => ticked.includes(slug)),
    ...ticked.filter((slug) => !profile.services.includes(slug)),
  ];
  const same = (a: string[], b: string[]) => a.join('\n') === b.join('\n');
  const update: BusinessProfileUpdate = {};
  if (text('description') !== profile.description) update.description = text('description');
  if (!same(services, profile.services)) update.services = services;
  if (text('email') !== profile.email) update.email = text('email');
  if (text('phone') !== profile.phone) update.phone = text('phone');
  if (text('website') !== (profile.website ?? '')) update.website = text('website');
  if (!same(lines, profile.areas)) update.areas = lines;
  const radius = text('serviceRadiusMiles') === '' ? null : Number(text('serviceRadiusMiles'));
  // A number box sends digits or nothing; anything else goes to the API to be refused there.
  if (radius !== profile.serviceRadiusMiles) update.serviceRadiusMiles = radius;
  return update;
}

/** The API's first message for `name` or for any of its items ('areas.2'). */
function errorFor(fields: Record<string, string> | undefined, name: string) {
  if (!fields) return undefined;
  return fields[name] ?? Object.entries(fields).find(([key]) => key.startsWith(`${name}.`))?.[1];
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field__error">
      {text}
    </p>
  ) : null;
}

/**
 * Corrects the listing: description, services, contact e-mail and phone, website, areas covered
 * and how far the business travels (`PATCH /api/business/profile`). The public profile reads
 * the same data.
 */
export function ProfileForm({ profile }: { profile: BusinessProfile }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: async (update: BusinessProfileUpdate) =>
      (await (
        await apiRequest('PATCH', '/api/business/profile', update)
      ).json()) as BusinessProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQuery.queryKey, answer);
      void refreshBusinessData(queryClient);
      setSaved(true);
    },
    onError: () =>
      toast({
        title: 'Profile not saved',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  const problem = mutation.isError ? formProblemFrom(mutation.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    mutation.mutate(changedFields(event.currentTarget, profile));
  };
  const fields = problem?.fields;
  const descriptionError = errorFor(fields, 'description');
  const servicesError = errorFor(fields, 'services');
  const areasError = errorFor(fields, 'areas');

  return (
    <ApiForm form={{ onSubmit, problem }} className="business-form">
      <TextAreaField
        idPrefix="profile"
        name="description"
        label="About your business"
        rows={6}
        maxLength={2000}
        required
        defaultValue={profile.description}
        error={descriptionError}
      />
      <fieldset
        className={
          servicesError ? 'field business-fieldset field--invalid' : 'field business-fieldset'
        }
        aria-describedby={servicesError ? 'profile-services-error' : undefined}
      >
        <legend className="field__label">Services you offer</legend>
        {profile.serviceChoices.map((service) => (
          <label key={service.slug} className="business-checkbox">
            <input
              type="checkbox"
              name="services"
              value={service.slug}
              defaultChecked={profile.services.includes(service.slug)}
            />{' '}
            {service.name}
          </label>
        ))}
        <FieldError id="profile-services-error" text={servicesError} />
      </fieldset>
      <TextField
        idPrefix="profile"
        name="email"
        label="Contact e-mail"
        type="email"
        defaultValue={profile.email}
        required
      />
      <TextField
        idPrefix="profile"
        name="phone"
        label="Phone (UK)"
        type="tel"
        defaultValue={profile.phone}
        required
      />
      <TextField
        idPrefix="profile"
        name="website"
        label="Website"
        defaultValue={profile.website ?? ''}
        hint="Starting with https://"
      />
      <TextAreaField
        idPrefix="profile"
        name="areas"
        label="Areas you also cover"
        hint={`Towns or districts besides ${profile.city}, one per line (up to 20).`}
        rows={4}
        defaultValue={profile.areas.join('\n')}
        error={areasError}
      />
      <TextField
        idPrefix="profile"
        name="serviceRadiusMiles"
        label="How far you travel, in miles"
        type="number"
        hint={`From ${profile.city}, up to 100. Your profile draws it as a circle on a map of the towns you serve.`}
        defaultValue={profile.serviceRadiusMiles === null ? '' : String(profile.serviceRadiusMiles)}
      />
      <div className="form__actions">
        <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
          Save profile
        </SubmitButton>
      </div>
      {saved ? (
        <p role="status" className="business-notice">
          Your profile is saved.{' '}
          <Link to={`/specialist/${profile.slug}`}>See your public profile</Link>
        </p>
      ) : null}
    </ApiForm>
  );
}
