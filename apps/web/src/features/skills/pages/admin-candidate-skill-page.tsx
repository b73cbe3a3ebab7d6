import { Button, Card, Group, NumberInput, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { candidateSkillUpdateBody } from '@talentmatch/shared/candidate-profile-requests';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAdminCandidateSkill, useUpdateAdminCandidateSkill } from '../api/admin-candidate-skill.ts';
import { LEVEL_CHOICES } from '../components/candidate-skill-list.tsx';

/** candidate/skills/update/{id}: the administrator corrects a candidate's skill (specification §2). */
export function AdminCandidateSkillPage() {
  const { id = '' } = useParams();
  const skill = useAdminCandidateSkill(id);
  const update = useUpdateAdminCandidateSkill();
  const form = useForm({
    initialValues: { level: 3, years: 0 },
    validate: validateWith<{ level: number; years: number }>(candidateSkillUpdateBody),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill the form only when the loaded skill changes (the form object is new each render)
  useEffect(() => {
    if (skill.data) form.setValues({ level: skill.data.level, years: skill.data.years });
  }, [skill.data]);
  if (skill.isPending) return <Skeleton h={200} />;
  if (skill.isError) return <Text c="red">{skill.error.message}</Text>;
  const s = skill.data;
  return (
    <>
      <PageHeader
        title="Update candidate skill"
        description={`${s.name} on the profile of ${s.candidate.firstName} ${s.candidate.lastName} (${s.candidate.email}).`}
      />
      <Card withBorder radius="md" p="lg" maw={520}>
        <form
          noValidate
          onSubmit={form.onSubmit(
            (values) =>
              void runAction(() => update.mutateAsync({ id, body: values }), {
                info: 'The skill has been updated.',
                onFieldErrors: (e) => form.setErrors(toFormErrors(e, ['level', 'years'])),
              }),
          )}
        >
          <Stack>
            <Select
              label="Level"
              data={LEVEL_CHOICES}
              allowDeselect={false}
              value={String(form.values.level)}
              onChange={(v) => form.setFieldValue('level', Number(v))}
            />
            <NumberInput label="Years" min={0} max={50} allowDecimal={false} {...form.getInputProps('years')} />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
