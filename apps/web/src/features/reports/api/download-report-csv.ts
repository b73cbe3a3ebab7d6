import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file.ts';
import { runAction } from '../../../lib/run-action.ts';
import { reportSearch } from './get-business-report.ts';
import type { MarketingParams } from './get-marketing-report.ts';

/** GET api/admin/reports/{business|marketing}/csv: exactly the table under the chart. */
function downloadReportCsv(report: 'business' | 'marketing', params: MarketingParams): Promise<void> {
  const name = `${report}-${params.from}-${params.to}${report === 'business' ? `-${params.groupBy}` : ''}.csv`;
  return downloadFile(`/api/admin/reports/${report}/csv?${reportSearch(params)}`, name);
}

/** The page's "Download CSV" action: the download and whether it is under way. */
export function useReportCsvDownload(report: 'business' | 'marketing', params: MarketingParams) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await runAction(() => downloadReportCsv(report, params));
    setDownloading(false);
  };
  return { download, downloading };
}
