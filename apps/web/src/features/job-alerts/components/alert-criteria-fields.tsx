import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from '@talentmatch/shared/jobs';
import type { JobAlertFrequency } from '@talentmatch/shared/job-alerts';

export interface AlertValues {
  keywords: string;
  location: string;
  remote: boolean;
  employmentType: EmploymentType | null;
  frequency: JobAlertFrequency;
}

export const EMPTY_ALERT: AlertValues = { keywords: '', location: '', remote: false, employmentType: null, frequency: 'daily' };

/** An alert's criteria and how often it mails. */
export function AlertCriteriaFields({
  values,
  onChange,
  errors = {},
}: {
  values: AlertValues;
  onChange: (next: AlertValues) => void;
  errors?: Record<string, string>;
}) {
  const set = (patch: Partial<AlertValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Keywords"
          value={values.keywords}
          maxLength={200}
          error={errors.keywords}
          onChange={(e) => set({ keywords: e.currentTarget.value })}
        />
        <TextInput
          label="Location"
          value={values.location}
          maxLength={100}
          error={errors.location}
          onChange={(e) => set({ location: e.currentTarget.value })}
        />
        <NativeSelect
          label="Employment type"
          value={values.employmentType ?? ''}
          data={[{ value: '', label: 'Any' }, ...EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))]}
          onChange={(e) => set({ employmentType: (e.currentTarget.value || null) as EmploymentType | null })}
        />
        <NativeSelect
          label="How often"
          value={values.frequency}
          error={errors.frequency}
          data={[
            { value: 'daily', label: 'Daily' },
            { value: 'weekly', label: 'Weekly' },
          ]}
          onChange={(e) => set({ frequency: e.currentTarget.value as JobAlertFrequency })}
        />
      </SimpleGrid>
      <Checkbox label="Remote jobs only" checked={values.remote} onChange={(e) => set({ remote: e.currentTarget.checked })} />
    </>
  );
}
