import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Skill } from '@talentmatch/shared/catalogues';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSkill } from '../api/get-skill.ts';
import { useSkills } from '../api/list-skills.ts';
import { useMergeSkill } from '../api/merge-skill.ts';
import { SkillForm } from '../components/skill-form.tsx';

/** admin/skills/{id}: edit, activate/deactivate, merge a duplicate into another skill. */
export function AdminSkillPage() {
  const { id = '' } = useParams();
  // a new skill (after a merge, its target's page) starts with no merge target chosen
  return <AdminSkillContent key={id} id={id} />;
}

function AdminSkillContent({ id }: { id: string }) {
  const skill = useSkill(id);
  if (skill.isPending) return <Skeleton h={300} />;
  if (skill.isError) return <Text c="red">{skill.error.message}</Text>;
  const s = skill.data;

  return (
    <>
      <PageHeader
        title={s.name}
        description={`${s.category} · held by ${s.candidateCount} candidate${s.candidateCount === 1 ? '' : 's'}`}
      />
      {s.mergedIntoId ? (
        <Alert color="gray" mb="lg">
          This skill was merged into another and is kept only so old links resolve.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="sm">
            Details
          </Title>
          <SkillForm key={s.updatedAt} skill={s} onSaved={() => undefined} />
        </Card>
        {s.mergedIntoId ? null : <MergeSkillCard skill={s} />}
      </SimpleGrid>
    </>
  );
}

/** Merging moves every holder to the target and cannot be undone: it asks first. */
function MergeSkillCard({ skill: s }: { skill: Skill }) {
  const navigate = useNavigate();
  const catalogue = useSkills({ status: 'all', pageSize: 500 });
  const merge = useMergeSkill();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const targets = (catalogue.data?.items ?? [])
    .filter((t) => t.id !== s.id && !t.mergedIntoId)
    .map((t) => ({ value: t.id, label: `${t.name} (${t.category})` }));
  const target = catalogue.data?.items.find((t) => t.id === targetId && t.id !== s.id);

  const run = async () => {
    if (!target) return;
    const result = await runAction(() => merge.mutateAsync({ id: s.id, targetId: target.id }), {
      info: `${s.name} has been merged into ${target.name}.`,
    });
    setConfirming(false);
    if (result.ok) navigate(paths.admin.skill(target.id));
  };

  return (
    <Card withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} fz="md">
          Merge into another skill
        </Title>
        <Text size="sm" c="dimmed">
          For duplicates such as “Javascript” and “JavaScript”. Candidates holding this skill move to the target (keeping the higher level
          and years); this skill becomes inactive. Jobs follow the same way.
        </Text>
        <Select
          label="Target skill"
          searchable
          placeholder="Choose the skill to keep"
          data={targets}
          value={target ? target.id : null}
          onChange={setTargetId}
        />
        <Group justify="flex-end">
          <Button color="orange" disabled={!target} onClick={() => setConfirming(true)}>
            {target ? `Merge into ${target.name}` : 'Merge'}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming && Boolean(target)}
        title={`Merge ${s.name} into ${target?.name ?? 'the target'}?`}
        confirmLabel="Merge"
        color="orange"
        loading={merge.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      >
        The {s.candidateCount} candidate{s.candidateCount === 1 ? '' : 's'} holding {s.name} and the jobs asking for it move to{' '}
        {target?.name}, and {s.name} becomes inactive. This cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
