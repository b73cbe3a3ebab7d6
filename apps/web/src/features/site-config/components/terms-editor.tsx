import { Badge, Button, Card, Group, Stack, Table, Tabs, Text, Textarea, Title } from '@mantine/core';
import { SITE_CONFIGURATION_MESSAGES } from '@talentmatch/shared/site-configuration';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { runAction } from '../../../lib/run-action.ts';
import { usePublishTerms, useTermsVersions } from '../api/terms-versions.ts';

/** Terms of use: edit the markdown, preview it, publish it as the next version; the history below. */
export function TermsEditor({ currentText, currentVersion }: { currentText: string; currentVersion: number }) {
  const [text, setText] = useState(currentText);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const publish = usePublishTerms();
  const versions = useTermsVersions();

  useEffect(() => setText(currentText), [currentText]);

  const onPublish = async () => {
    setConfirming(false);
    setError(null);
    const result = await runAction(() => publish.mutateAsync(text), {
      info: SITE_CONFIGURATION_MESSAGES.termsPublished,
      onFieldErrors: (errors) => setError(errors.text?.join(' ') ?? null),
    });
    return result.ok;
  };

  const unchanged = text.trim() === currentText.trim();

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="terms-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="terms-title">
          Terms of use
        </Title>
        <Badge variant="light">Current version {currentVersion}</Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Markdown. Publishing makes the text the next version: every user is asked to accept it at their next page.
      </Text>
      <Tabs defaultValue="write">
        <Tabs.List>
          <Tabs.Tab value="write">Write</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="sm">
          <Textarea
            aria-label="Terms of use text"
            autosize
            minRows={10}
            maxRows={24}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="sm">
          <Card withBorder radius="sm" p="md" mah={480} style={{ overflow: 'auto' }}>
            {text.trim() ? <MarkdownText markdown={text} /> : <Text c="dimmed">Nothing to preview: the text is empty.</Text>}
          </Card>
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => setConfirming(true)} disabled={unchanged} loading={publish.isPending}>
          Publish as version {currentVersion + 1}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={`Publish version ${currentVersion + 1}?`}
        confirmLabel="Publish"
        color="blue"
        loading={publish.isPending}
        onConfirm={() => void onPublish()}
        onClose={() => setConfirming(false)}
      >
        Every user will have to accept the new terms before they can continue.
      </ConfirmDialog>
      <Stack gap="xs" mt="lg">
        <Title order={3} fz="md">
          History
        </Title>
        {versions.isError ? <Text c="red">{versions.error.message}</Text> : null}
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Terms versions" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(versions.data ?? []).map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td>{v.version}</Table.Td>
                  <Table.Td>{formatDateTime(v.publishedAt)}</Table.Td>
                  <Table.Td>{v.publishedBy ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
