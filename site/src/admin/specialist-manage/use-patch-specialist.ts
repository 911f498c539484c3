import type { AdminSpecialistDetail, AdminSpecialistUpdate } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { refreshAdminData } from '../moderation-queries.ts';
import { adminSpecialistQuery } from '../specialists/queries.ts';

/**
 * `PATCH /api/admin/specialists/{id}` for one of the manage screen's forms: the answer (the
 * whole listing) replaces the cached one, the other admin lists are refreshed, and a failure
 * is toasted and read into a `FormProblem` for the form.
 *
 * @example
 * const patch = usePatchSpecialist(42, 'Listing not saved');
 * patch.mutation.mutate({ tier: 'featured' });
 */
export function usePatchSpecialist(id: number, failureTitle: string) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: async (update: AdminSpecialistUpdate) =>
      (await (
        await apiRequest('PATCH', `/api/admin/specialists/${id}`, update)
      ).json()) as AdminSpecialistDetail,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminSpecialistQuery(id).queryKey, answer);
      void refreshAdminData(queryClient);
    },
    onError: () =>
      toast({
        title: failureTitle,
        description: 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  return { mutation, problem: mutation.isError ? formProblemFrom(mutation.error) : null };
}
