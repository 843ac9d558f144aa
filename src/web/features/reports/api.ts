import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportInput, ReportList } from '../../../shared/schemas/reports';
import { api } from '../../lib/api';

export const reportKeys = { mine: ['reports', 'mine'] as const };

/** The signed-in person's reports, newest first, read anew whenever the page opens. */
export function useMyReports() {
  return useQuery({
    queryKey: reportKeys.mine,
    queryFn: ({ signal }) => api<ReportList>('/reports/mine', { signal }),
    select: (data) => data.reports,
    refetchOnMount: 'always',
  });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) =>
      api<{ report: Report }>('/reports', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.mine }),
  });
}
