import type { AdminLocationPage, AdminLocationPageInput } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { ApiForm } from '../../forms/ApiForm.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { TextField, useFieldError } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';

/** The public page a city (and service) pair's text appears on. */
export const publicPathOf = (citySlug: string, serviceSlug: string | null) =>
  serviceSlug ? `/specialists/${citySlug}/${serviceSlug}` : `/specialists/${citySlug}`;

function IntroField({ defaultValue }: { defaultValue: string }) {
  const error = useFieldError('intro');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor="location-page-intro">
        Introduction
      </label>
      <textarea
        id="location-page-intro"
        name="intro"
        className="field__input field__input--multiline"
        rows={6}
        maxLength={2000}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'location-page-intro-error' : undefined}
      />
      {error ? (
        <p id="location-page-intro-error" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The text of one city page or city + service page: its introduction, and the title and
 * description search engines show (`PUT /api/admin/location-pages`). Written text replaces
 * the generated one on the public page; removing it (`DELETE …/{id}`) brings that back.
 *
 * @example
 * <LocationPageEditor citySlug="leeds" cityName="Leeds" serviceSlug="hardwood" serviceName="Hardwood Flooring" written={page} />
 */
export function LocationPageEditor({
  citySlug,
  cityName,
  serviceSlug,
  serviceName,
  written,
}: {
  citySlug: string;
  cityName: string;
  serviceSlug: AdminLocationPageInput['serviceSlug'];
  serviceName: string | null;
  written: AdminLocationPage | undefined;
}) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const pageName = serviceName ? `${serviceName} in ${cityName}` : cityName;
  const done = (title: string) => {
    toast({ title });
    return refreshAdminData(queryClient);
  };
  const save = useMutation({
    mutationFn: (input: AdminLocationPageInput) =>
      apiRequest('PUT', '/api/admin/location-pages', input),
    onSuccess: () => done(`Text of ${pageName} saved`),
    onError: () =>
      toast({
        title: 'Text not saved',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/location-pages/${id}`),
    onSuccess: () => done(`${pageName} uses the generated text again`),
    onError: () => toast({ title: 'Text not removed', variant: 'destructive' }),
  });
  const problem = save.isError ? formProblemFrom(save.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    save.mutate({
      citySlug,
      serviceSlug,
      intro: text('intro'),
      seoTitle: text('seoTitle'),
      seoDescription: text('seoDescription'),
    });
  };
  const path = publicPathOf(citySlug, serviceSlug);
  return (
    <ApiForm form={{ onSubmit, problem }} className="admin-form location-page-form">
      <p>
        {written
          ? 'Written text, shown on '
          : 'Generated text now; what you save here replaces it on '}
        <Link to={path}>{path}</Link>
      </p>
      <IntroField defaultValue={written?.intro ?? ''} />
      <TextField
        idPrefix="location-page"
        name="seoTitle"
        label="Title for search engines"
        hint="Up to 70 characters."
        defaultValue={written?.seoTitle ?? ''}
        maxLength={70}
        required
      />
      <TextField
        idPrefix="location-page"
        name="seoDescription"
        label="Description for search engines"
        hint="Up to 170 characters."
        defaultValue={written?.seoDescription ?? ''}
        maxLength={170}
        required
      />
      <div className="form__actions">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save text
        </SubmitButton>
        {written ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(written.id)}
          >
            Use the generated text
          </button>
        ) : null}
      </div>
    </ApiForm>
  );
}
