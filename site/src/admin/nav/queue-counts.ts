import type { AdminQueueCounts } from '@flo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery } from '../../data/query-client.ts';

const queueCountsQuery = {
  ...apiQuery<AdminQueueCounts>('/api/admin/queue-counts'),
  // Asked again whenever the navigation mounts, that is on every screen the operator opens.
  staleTime: 0,
};

const COUNTS_PATH = queueCountsQuery.queryKey[0];

/**
 * How many items wait in each queue (`GET /api/admin/queue-counts`), fetched as each screen
 * opens and again after any change the operator makes (a mutation succeeding, or a screen
 * marking its list stale, as opening a message does), so the navigation's counts follow the work.
 *
 * @example
 * const counts = useQueueCounts();
 * counts?.reviews; // 496
 */
export function useQueueCounts(): AdminQueueCounts | undefined {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: queueCountsQuery.queryKey });
    const afterMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') refresh();
    });
    const afterInvalidations = client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'invalidate' &&
        event.query.queryKey[0] !== COUNTS_PATH
      )
        refresh();
    });
    return () => {
      afterMutations();
      afterInvalidations();
    };
  }, [client]);
  return useQuery(queueCountsQuery).data;
}
