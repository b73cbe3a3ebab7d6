import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { JobExperience } from '@talentmatch/shared/candidate-profile';
import { jobExperienceBody, type JobExperienceBody } from '@talentmatch/shared/candidate-profile-requests';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useExperienceAreas } from '../../experience-areas/index.ts';
import { useSaveJob } from '../api/candidate-experiences.ts';

type Values = Required<Omit<JobExperienceBody, 'endDate'>> & { endDate: string };
const FIELDS = ['title', 'company', 'experienceAreaId', 'location', 'startDate', 'endDate', 'isCurrent', 'description'];

/** Add or edit a job experience; the area list offers active areas plus the one already on the entry. */
export function JobForm({ job, onDone }: { job?: JobExperience; onDone: () => void }) {
  const areas = useExperienceAreas();
  const save = useSaveJob();
  const form = useForm<Values>({
    initialValues: {
      title: job?.title ?? '',
      company: job?.company ?? '',
      experienceAreaId: job?.experienceArea.id ?? '',
      location: job?.location ?? '',
      startDate: job?.startDate ?? '',
      endDate: job?.endDate ?? '',
      isCurrent: job?.isCurrent ?? false,
      description: job?.description ?? '',
    },
    transformValues: (v) => ({ ...v, endDate: v.isCurrent || !v.endDate ? '' : v.endDate }),
    validate: (values) =>
      validateWith<JobExperienceBody>(jobExperienceBody)({
        ...values,
        endDate: values.isCurrent || !values.endDate ? null : values.endDate,
      }),
  });
  const areaChoices = (areas.data ?? [])
    .filter((a) => a.isActive || a.id === job?.experienceArea.id)
    .map((a) => ({ value: a.id, label: a.name }));
  if (job && !areaChoices.some((c) => c.value === job.experienceArea.id))
    areaChoices.push({ value: job.experienceArea.id, label: `${job.experienceArea.label} (no longer offered)` });

  const submit = form.onSubmit(async (values) => {
    const body: JobExperienceBody = { ...values, endDate: values.isCurrent || !values.endDate ? null : values.endDate };
    const result = await runAction(() => save.mutateAsync({ id: job?.id, body }), {
      info: job ? 'The job experience has been saved.' : 'The job experience has been added.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
    if (result.ok) onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Job title" required {...form.getInputProps('title')} />
          <TextInput label="Company" required {...form.getInputProps('company')} />
          <Select label="Experience area" required searchable data={areaChoices} {...form.getInputProps('experienceAreaId')} />
          <TextInput label="Location" {...form.getInputProps('location')} />
          <TextInput label="Start date" type="date" required {...form.getInputProps('startDate')} />
          <TextInput label="End date" type="date" disabled={form.values.isCurrent} {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <Checkbox label="I work here now" {...form.getInputProps('isCurrent', { type: 'checkbox' })} />
        <Textarea label="What you did and achieved" autosize minRows={3} maxLength={4000} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
