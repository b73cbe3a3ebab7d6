import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EducationExperience } from '@talentmatch/shared/candidate-profile';
import { educationExperienceBody, type EducationExperienceBody } from '@talentmatch/shared/candidate-profile-requests';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useOptions } from '../../dropdowns/index.ts';
import { optionChoices } from '../../dropdowns/index.ts';
import { useSaveEducation } from '../api/candidate-experiences.ts';

type Values = Required<Omit<EducationExperienceBody, 'endDate'>> & { endDate: string };
const FIELDS = ['institution', 'degreeOptionId', 'educationOptionId', 'fieldOfStudy', 'startDate', 'endDate', 'isCurrent', 'description'];

export function EducationForm({ entry, onDone }: { entry?: EducationExperience; onDone: () => void }) {
  const degrees = useOptions('degree');
  const levels = useOptions('education');
  const save = useSaveEducation();
  const form = useForm<Values>({
    initialValues: {
      institution: entry?.institution ?? '',
      degreeOptionId: entry?.degree.id ?? '',
      educationOptionId: entry?.education.id ?? '',
      fieldOfStudy: entry?.fieldOfStudy ?? '',
      startDate: entry?.startDate ?? '',
      endDate: entry?.endDate ?? '',
      isCurrent: entry?.isCurrent ?? false,
      description: entry?.description ?? '',
    },
    validate: (values) =>
      validateWith<EducationExperienceBody>(educationExperienceBody)({
        ...values,
        endDate: values.isCurrent || !values.endDate ? null : values.endDate,
      }),
  });
  const submit = form.onSubmit(async (values) => {
    const body: EducationExperienceBody = { ...values, endDate: values.isCurrent || !values.endDate ? null : values.endDate };
    const result = await runAction(() => save.mutateAsync({ id: entry?.id, body }), {
      info: entry ? 'The education entry has been saved.' : 'The education entry has been added.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
    if (result.ok) onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Institution" required {...form.getInputProps('institution')} />
          <TextInput label="Field of study" {...form.getInputProps('fieldOfStudy')} />
          <Select label="Degree" required data={optionChoices(degrees.data, entry?.degree)} {...form.getInputProps('degreeOptionId')} />
          <Select
            label="Education level"
            required
            data={optionChoices(levels.data, entry?.education)}
            {...form.getInputProps('educationOptionId')}
          />
          <TextInput label="Start date" type="date" required {...form.getInputProps('startDate')} />
          <TextInput label="End date" type="date" disabled={form.values.isCurrent} {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <Checkbox label="I study here now" {...form.getInputProps('isCurrent', { type: 'checkbox' })} />
        <Textarea label="Notes" autosize minRows={2} maxLength={2000} {...form.getInputProps('description')} />
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
