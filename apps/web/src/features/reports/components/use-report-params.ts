import type { ReportGrouping } from '@talentmatch/shared/reports';
import { useSearchParams } from 'react-router';
import { paramsFromSearch, type Preset, rangeProblem, todayIn } from './report-range.ts';

/** The report's range and grouping, kept in the address so a reload or a shared link shows the same report. */
export function useReportParams(timeZone = 'UTC') {
  const [search, setSearch] = useSearchParams();
  const params = paramsFromSearch(search, todayIn(timeZone));
  const problem = params.preset === 'custom' ? rangeProblem(params.from, params.to) : null;
  const update = (next: { preset?: Preset; from?: string; to?: string; groupBy?: ReportGrouping; source?: string | null }) => {
    // The address bar, not this render's copy: the router commits a change as a transition, so a
    // second quick change (a preset, then the grouping) could otherwise start from the old address
    // and undo the first.
    const merged = new URLSearchParams(window.location.search);
    const current = paramsFromSearch(merged, todayIn(timeZone));
    if (next.preset) {
      merged.set('preset', next.preset);
      if (next.preset === 'custom') {
        merged.set('from', current.from);
        merged.set('to', current.to);
      } else {
        merged.delete('from');
        merged.delete('to');
      }
    }
    if (next.from !== undefined) merged.set('from', next.from);
    if (next.to !== undefined) merged.set('to', next.to);
    if (next.groupBy) merged.set('groupBy', next.groupBy);
    if (next.source !== undefined) {
      if (next.source) merged.set('source', next.source);
      else merged.delete('source');
    }
    setSearch(merged, { replace: true });
  };
  return { params, problem, source: search.get('source') ?? undefined, update };
}
