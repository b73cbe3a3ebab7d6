import { downloadFile } from '../../../lib/download-file.ts';
import { reportSearch } from './get-business-report.ts';
import type { MarketingParams } from './get-marketing-report.ts';

/** GET api/admin/reports/{business|marketing}/csv: exactly the table under the chart. */
export function downloadReportCsv(report: 'business' | 'marketing', params: MarketingParams): Promise<void> {
  const name = `${report}-${params.from}-${params.to}${report === 'business' ? `-${params.groupBy}` : ''}.csv`;
  return downloadFile(`/api/admin/reports/${report}/csv?${reportSearch(params)}`, name);
}
