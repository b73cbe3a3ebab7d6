import { Autocomplete, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { skillBody, type Skill, type SkillBody } from '@talentmatch/shared/catalogues';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useSkillCategories } from '../api/get-skill-categories.ts';
import { useSaveSkill } from '../api/save-skill.ts';

type Values = Required<SkillBody>;

export function SkillForm({ skill, onSaved }: { skill?: Skill; onSaved: (skill: Skill) => void }) {
  const categories = useSkillCategories();
  const save = useSaveSkill();
  const form = useForm<Values>({
    initialValues: {
      name: skill?.name ?? '',
      category: skill?.category ?? '',
      description: skill?.description ?? '',
      isActive: skill?.isActive ?? true,
    },
    validate: validateWith<Values>(skillBody),
  });
  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => save.mutateAsync({ id: skill?.id, body: values }), {
      info: skill ? 'The skill has been saved.' : 'The skill has been created.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['name', 'category', 'description', 'isActive'])),
    });
    if (result.ok) onSaved(result.value);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" required maxLength={80} {...form.getInputProps('name')} />
        <Autocomplete label="Category" required data={categories.data ?? []} {...form.getInputProps('category')} />
        <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
        <Switch label="Active (offered to candidates and jobs)" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {skill ? 'Save skill' : 'Create skill'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
