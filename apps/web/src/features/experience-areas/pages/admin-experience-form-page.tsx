import { Button, Card, Group, Skeleton, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { experienceAreaBody, type ExperienceArea, type ExperienceAreaBody } from '@talentmatch/shared/catalogues';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useExperienceArea, useSaveExperienceArea } from '../api/experience-areas.ts';

type Values = Required<ExperienceAreaBody>;

function AreaForm({ area }: { area?: ExperienceArea }) {
  const navigate = useNavigate();
  const save = useSaveExperienceArea();
  const form = useForm<Values>({
    initialValues: { name: area?.name ?? '', description: area?.description ?? '', isActive: area?.isActive ?? true },
    validate: validateWith<Values>(experienceAreaBody),
  });
  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => save.mutateAsync({ id: area?.id, body: values }), {
      info: area ? 'The experience area has been saved.' : 'The experience area has been created.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['name', 'description', 'isActive'])),
    });
    if (result.ok) navigate(paths.admin.experiences);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" required maxLength={100} {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
        <Switch label="Active (offered for new job experiences)" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(paths.admin.experiences)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {area ? 'Save' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** admin/experiences/create and admin/experiences/update/{id}. */
export function AdminExperienceFormPage({ mode }: { mode: 'create' | 'update' }) {
  const { id } = useParams();
  const area = useExperienceArea(mode === 'update' ? id : undefined);
  if (mode === 'update' && area.isPending) return <Skeleton h={240} />;
  if (mode === 'update' && area.isError) return <Text c="red">{area.error.message}</Text>;
  return (
    <>
      <PageHeader title={mode === 'create' ? 'Create experience area' : `Update ${area.data?.name ?? 'experience area'}`} />
      <Card withBorder radius="md" p="lg" maw={640}>
        <AreaForm area={area.data} />
      </Card>
    </>
  );
}
