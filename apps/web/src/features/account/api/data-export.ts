import type { DataExport, DataExportState } from '@talentmatch/shared/data-export';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const PATH = '/api/account/data-export';
/** How often the page asks again while the archive is being prepared. */
const DATA_EXPORT_POLL_MS = 3000;

function getDataExport(): Promise<DataExportState> {
  return apiRequest<DataExportState>(PATH, { defaultMessage: 'Could not load your data download.' });
}

export const isPreparing = (state: DataExport | null | undefined) => state?.status === 'requested' || state?.status === 'preparing';

/** The caller's data export; polled while it is requested or being prepared. */
export function useDataExport() {
  return useQuery({
    queryKey: queryKeys.account.dataExport(),
    queryFn: getDataExport,
    refetchInterval: (query) => (isPreparing(query.state.data?.export) ? DATA_EXPORT_POLL_MS : false),
  });
}

function requestDataExport(): Promise<DataExport> {
  return apiRequest<DataExport>(PATH, { method: 'POST', body: {}, defaultMessage: 'Could not ask for your data.' });
}

export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.account.dataExport() }),
  });
}

export function downloadDataExport(id: string, day: string): Promise<void> {
  return downloadFile(`${PATH}/${id}/download`, `talentmatch-data-${day}.zip`);
}
