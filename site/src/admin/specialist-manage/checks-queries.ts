import type { AdminSpecialistChecks, SpecialistCheckCreate } from '@flo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { formProblemFrom } from '../../forms/api-error.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';

/** Every check recorded on a listing, removed ones too. */
export const adminChecksQuery = (id: number) =>
  apiQuery<AdminSpecialistChecks>('/api/admin/specialists', id, 'checks');

/** Today in the UK, `YYYY-MM-DD`: the default day an operator saw the evidence. */
export const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/**
 * Records a check (`POST`) or removes one (`DELETE`); the answer, the listing's checks, replaces
 * the cached list, and a failure is toasted and read into a `FormProblem` for the form.
 *
 * @example
 * const { record } = useCheckMutations(7);
 * record.mutate({ kind: 'company', detail: '01234567', seenOn: '2026-11-03' });
 */
export function useCheckMutations(id: number) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const settle = {
    onSuccess: (answer: AdminSpecialistChecks) =>
      queryClient.setQueryData(adminChecksQuery(id).queryKey, answer),
  };
  const record = useMutation({
    mutationFn: async (check: SpecialistCheckCreate) =>
      (await (
        await apiRequest('POST', `/api/admin/specialists/${id}/checks`, check)
      ).json()) as AdminSpecialistChecks,
    ...settle,
    onError: () =>
      toast({
        title: 'Check not recorded',
        description: 'Please check the form and try again.',
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: async (checkId: number) =>
      (await (
        await apiRequest('DELETE', `/api/admin/specialists/${id}/checks/${checkId}`)
      ).json()) as AdminSpecialistChecks,
    ...settle,
    onError: () =>
      toast({
        title: 'Check not removed',
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });
  return {
    record,
    remove,
    problem: record.isError ? formProblemFrom(record.error) : null,
  };
}
