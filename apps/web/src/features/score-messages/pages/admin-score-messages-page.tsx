import { ActionIcon, Alert, Button, Card, Group, List, NumberInput, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { scoreRangeProblems, type ScoreMessageItem } from '@talentmatch/shared/score';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSaveScoreMessages, useScoreMessages } from '../api/score-messages.ts';

type Row = ScoreMessageItem & { key: number };
let nextKey = 1;

/** admin/score-messages: the messages for score ranges, saved as one set that must cover 0–100 without overlap. */
export function AdminScoreMessagesPage() {
  const messages = useScoreMessages();
  const save = useSaveScoreMessages();
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    if (messages.data && rows === null) setRows(messages.data.map(({ id: _id, ...m }) => ({ ...m, key: nextKey++ })));
  }, [messages.data, rows]);
  if (messages.isPending || rows === null) return <Skeleton h={400} />;
  const problems = scoreRangeProblems(rows);
  const set = (key: number, patch: Partial<Row>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const sorted = [...rows].sort((a, b) => a.minScore - b.minScore);

  return (
    <>
      <PageHeader title="Score messages" />
      <Stack gap="md">
        {problems.length > 0 ? (
          <Alert color="orange" title="The ranges need attention before saving">
            <List size="sm">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {rows.map((row) => (
          <Card key={row.key} withBorder radius="md" p="md">
            <Group align="flex-start" wrap="wrap" gap="md">
              <Group gap="xs" wrap="nowrap">
                <NumberInput
                  label="From"
                  w={80}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  value={row.minScore}
                  onChange={(v) => set(row.key, { minScore: Number(v) || 0 })}
                />
                <NumberInput
                  label="To"
                  w={80}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  value={row.maxScore}
                  onChange={(v) => set(row.key, { maxScore: Number(v) || 0 })}
                />
              </Group>
              <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
                <TextInput
                  label="Title"
                  value={row.title}
                  maxLength={100}
                  onChange={(e) => set(row.key, { title: e.currentTarget.value })}
                />
                <Textarea
                  label="Message"
                  autosize
                  minRows={2}
                  maxLength={1000}
                  value={row.message}
                  onChange={(e) => set(row.key, { message: e.currentTarget.value })}
                />
                <Textarea
                  label="Next steps"
                  autosize
                  minRows={1}
                  maxLength={1000}
                  value={row.nextSteps}
                  onChange={(e) => set(row.key, { nextSteps: e.currentTarget.value })}
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={24}
                aria-label={`Remove ${row.minScore}–${row.maxScore}`}
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Card>
        ))}
        {rows.length === 0 ? <Text c="dimmed">No messages yet.</Text> : null}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              const last = sorted.reduce((max, r) => Math.max(max, r.maxScore), -1);
              setRows([
                ...rows,
                { key: nextKey++, minScore: Math.min(100, last + 1), maxScore: 100, title: '', message: '', nextSteps: '' },
              ]);
            }}
          >
            Add range
          </Button>
          <Button
            disabled={problems.length > 0}
            loading={save.isPending}
            onClick={() =>
              void runAction(() => save.mutateAsync({ messages: sorted.map(({ key: _k, ...m }) => m) }), {
                info: 'The score messages have been saved.',
              })
            }
          >
            Save all
          </Button>
        </Group>
      </Stack>
    </>
  );
}
