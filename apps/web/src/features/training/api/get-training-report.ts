import type { TrainingReport } from '@talentmatch/shared/training';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/training/report: the candidate's training report. */
function getTrainingReport(): Promise<TrainingReport> {
  return apiRequest<TrainingReport>('/api/training/report', { defaultMessage: 'An error occurred while fetching your training report.' });
}

export function useTrainingReport() {
  return useQuery({ queryKey: queryKeys.training.report(), queryFn: getTrainingReport });
}

/** GET api/training/report/csv, saved as a file. */
export const TRAINING_REPORT_CSV = '/api/training/report/csv';
