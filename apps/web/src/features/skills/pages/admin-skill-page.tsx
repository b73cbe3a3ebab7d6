import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
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
  const navigate = useNavigate();
  const skill = useSkill(id);
  const catalogue = useSkills({ status: 'all', pageSize: 500 });
  const merge = useMergeSkill();
  const [targetId, setTargetId] = useState<string | null>(null);
  if (skill.isPending) return <Skeleton h={300} />;
  if (skill.isError) return <Text c="red">{skill.error.message}</Text>;
  const s = skill.data;
  const targets = (catalogue.data?.items ?? [])
    .filter((t) => t.id !== s.id)
    .map((t) => ({ value: t.id, label: `${t.name} (${t.category})` }));
  const target = catalogue.data?.items.find((t) => t.id === targetId);

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
        <Card withBorder radius="md" p="lg">
          <Stack>
            <Title order={2} fz="md">
              Merge into another skill
            </Title>
            <Text size="sm" c="dimmed">
              For duplicates such as “Javascript” and “JavaScript”. Candidates holding this skill move to the target (keeping the higher
              level and years); this skill becomes inactive. Jobs follow the same way.
            </Text>
            <Select
              label="Target skill"
              searchable
              placeholder="Choose the skill to keep"
              data={targets}
              value={targetId}
              onChange={setTargetId}
              disabled={Boolean(s.mergedIntoId)}
            />
            <Group justify="flex-end">
              <Button
                color="orange"
                disabled={!targetId || Boolean(s.mergedIntoId)}
                loading={merge.isPending}
                onClick={async () => {
                  if (!targetId) return;
                  const result = await runAction(() => merge.mutateAsync({ id: s.id, targetId }), {
                    info: `${s.name} has been merged into ${target?.name ?? 'the target'}.`,
                  });
                  if (result.ok) navigate(paths.admin.skill(targetId));
                }}
              >
                Merge {target ? `into ${target.name}` : ''}
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
    </>
  );
}
