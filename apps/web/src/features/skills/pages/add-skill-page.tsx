import { Button, Card, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { candidateSkillBody } from '@talentmatch/shared/candidate-profile-requests';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAddCandidateSkill, useCandidateSkills } from '../api/candidate-skills.ts';
import { useSkills } from '../api/list-skills.ts';
import { LEVEL_CHOICES } from '../components/candidate-skill-list.tsx';

interface Values {
  skillId: string;
  level: number;
  years: number;
}

/** candidate/skills/add: a catalogue skill with a level (1–5) and years. */
export function AddSkillPage() {
  const navigate = useNavigate();
  const catalogue = useSkills({ pageSize: 500 });
  const mine = useCandidateSkills();
  const add = useAddCandidateSkill();
  const form = useForm<Values>({ initialValues: { skillId: '', level: 3, years: 1 }, validate: validateWith<Values>(candidateSkillBody) });

  const choices = useMemo(() => {
    const held = new Set((mine.data ?? []).map((s) => s.skillId));
    const groups = new Map<string, Array<{ value: string; label: string }>>();
    for (const skill of catalogue.data?.items ?? []) {
      if (held.has(skill.id)) continue;
      const list = groups.get(skill.category) ?? [];
      list.push({ value: skill.id, label: skill.name });
      groups.set(skill.category, list);
    }
    return [...groups.entries()].map(([group, items]) => ({ group, items }));
  }, [catalogue.data, mine.data]);

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => add.mutateAsync(values), {
      info: 'Skill added.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['skillId', 'level', 'years'])),
    });
    if (result.ok) navigate(paths.candidate.profile);
  });

  return (
    <>
      <PageHeader title="Add a skill" />
      <Card withBorder radius="md" p="lg" maw={640}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Select
              label="Skill"
              placeholder="Search the catalogue"
              searchable
              nothingFoundMessage="No skill with that name"
              data={choices}
              required
              {...form.getInputProps('skillId')}
            />
            <Select
              label="Level"
              data={LEVEL_CHOICES}
              allowDeselect={false}
              value={String(form.values.level)}
              onChange={(v) => form.setFieldValue('level', Number(v))}
              error={form.errors.level}
            />
            <NumberInput label="Years of use" min={0} max={50} allowDecimal={false} {...form.getInputProps('years')} />
            <Text size="xs" c="dimmed">
              Missing a skill? Administrators keep the catalogue; ask support to add it.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(paths.candidate.profile)}>
                Cancel
              </Button>
              <Button type="submit" loading={add.isPending}>
                Add skill
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
