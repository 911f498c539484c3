import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useToast } from '../global/toast/ToastProvider.tsx';
import { type FormProblem, formProblemFrom, formValues } from './api-error.ts';

export interface ApiFormOptions<Answer> {
  /** Sends the form's trimmed, non-empty values to the API. */
  send: (values: Record<string, string>) => Promise<Answer>;
  onSuccess?: (answer: Answer) => void;
  /** The failure toast; its description defaults to asking to check the form. */
  failure: { title: string; description?: string };
}

/**
 * What every site form does with the API: sends its values on submit, toasts a failure, and
 * reads the API's error body into a `FormProblem` for `FormAlert` and the fields' errors.
 *
 * @example
 * const form = useApiForm({ send: (values) => postContact(values), failure: { title: 'Failed to send message' } });
 * <form onSubmit={form.onSubmit}><TextField name="email" error={form.fieldError('email')} /></form>
 */
export function useApiForm<Answer>({ send, onSuccess, failure }: ApiFormOptions<Answer>) {
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: send,
    ...(onSuccess ? { onSuccess } : {}),
    onError: () =>
      toast({
        title: failure.title,
        description: failure.description ?? 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  const problem: FormProblem | null = mutation.isError ? formProblemFrom(mutation.error) : null;
  return {
    mutation,
    problem,
    fieldError: (name: string): string | undefined => problem?.fields[name],
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      mutation.mutate(formValues(event.currentTarget));
    },
  };
}
