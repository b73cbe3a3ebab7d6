import { HIRING_STATUS_LABELS, HIRING_STATUSES, type HiringStatus } from '@talentmatch/shared/hiring';

export type HiringStatusFilter = HiringStatus | 'all';

/** All, then each status in pipeline order; with counts when the answer has them. */
export function statusFilterOptions(
  counts?: Partial<Record<HiringStatusFilter, number>>,
): Array<{ value: HiringStatusFilter; label: string }> {
  return (['all', ...HIRING_STATUSES] as const).map((value) => {
    const label = value === 'all' ? 'All' : HIRING_STATUS_LABELS[value];
    const count = counts?.[value];
    return { value, label: count === undefined ? label : `${label} (${count})` };
  });
}

/** A status from the URL (any letter case), or 'all' for none or an unknown one. */
export function parseStatusFilter(value: string | undefined): HiringStatusFilter {
  if (!value) return 'all';
  return HIRING_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase()) ?? 'all';
}
