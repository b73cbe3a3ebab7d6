import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Progress,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ANNOUNCEMENT_AUDIENCES,
  AUDIENCE_LABELS,
  type AnnouncementAudience,
  type EmailTemplate,
} from '@talentmatch/shared/email-templates';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { runAction } from '../../../lib/run-action.ts';
import {
  useAnnouncements,
  useDeleteAnnouncementTemplate,
  useEmailPreview,
  useEmailTemplate,
  useResetEmailTemplate,
  useSaveEmailTemplate,
  useSendAnnouncement,
  useSendTestEmail,
} from '../api/email-templates.ts';
import { EmailPreviewFrame } from '../components/email-preview-frame.tsx';
import { PlaceholderTable } from '../../../components/placeholder-table.tsx';

/** admin/email-templates/edit/{id}: subject and body with a live preview, test send, reset; announcements are sent from here. */
export function AdminEmailTemplateEditPage() {
  const { id = '' } = useParams();
  const template = useEmailTemplate(id);
  if (template.isPending) return <Skeleton h={600} />;
  if (template.isError) {
    return (
      <>
        <PageHeader title="Edit email template" />
        <Text c="red">{template.error.message}</Text>
      </>
    );
  }
  return <Editor template={template.data} />;
}

function Editor({ template }: { template: EmailTemplate }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [confirmReset, setConfirmReset] = useState(false);
  const [debounced] = useDebouncedValue({ subject, body }, 400);
  const preview = useEmailPreview(
    template.id,
    debounced.subject,
    debounced.body,
    Boolean(debounced.subject.trim() && debounced.body.trim()),
  );
  const save = useSaveEmailTemplate(template.id);
  const reset = useResetEmailTemplate(template.id);
  const test = useSendTestEmail(template.id);

  useEffect(() => {
    setSubject(template.subject);
    setBody(template.body);
  }, [template.subject, template.body]);

  const fieldErrors = (e: Record<string, string[]>) => setErrors({ subject: e.subject?.join(' '), body: e.body?.join(' ') });
  const onSave = async () => {
    setErrors({});
    await runAction(() => save.mutateAsync({ subject, body }), { info: `${template.name} has been saved.`, onFieldErrors: fieldErrors });
  };
  const onTest = async () => {
    setErrors({});
    const result = await runAction(() => test.mutateAsync({ subject, body }), { onFieldErrors: fieldErrors });
    if (result.ok) await runAction(async () => undefined, { info: `A test email has been sent to ${result.value.to}.` });
  };
  const onReset = async () => {
    setConfirmReset(false);
    await runAction(() => reset.mutateAsync(), { info: `${template.name} is back to its default text.` });
  };
  const previewError =
    preview.error instanceof ApiError ? Object.values(preview.error.fieldErrors).flat().join(' ') || preview.error.message : null;
  const dirty = subject !== template.subject || body !== template.body;

  return (
    <>
      <PageHeader
        title={template.name}
        description={template.description}
        actions={
          <Group gap="xs">
            <Badge variant="light" color={template.kind === 'announcement' ? 'grape' : 'blue'}>
              {template.kind === 'announcement' ? 'Announcement' : 'Built-in'}
            </Badge>
            {template.customised ? <Badge variant="outline">Edited</Badge> : null}
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Card withBorder radius="md" p="lg">
              <Stack gap="md">
                <TextInput
                  label="Subject"
                  required
                  maxLength={200}
                  value={subject}
                  onChange={(e) => setSubject(e.currentTarget.value)}
                  error={errors.subject}
                />
                <Textarea
                  label="Body"
                  description="Markdown: **bold**, _italic_, lists, > quotes, [links](https://…). No HTML."
                  required
                  autosize
                  minRows={10}
                  maxRows={24}
                  value={body}
                  onChange={(e) => setBody(e.currentTarget.value)}
                  error={errors.body}
                />
                <Group justify="space-between">
                  <Group gap="xs">
                    <Button variant="default" onClick={onTest} loading={test.isPending}>
                      Send a test to me
                    </Button>
                    {template.kind === 'system' ? (
                      <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)} disabled={!template.customised}>
                        Reset to default
                      </Button>
                    ) : null}
                  </Group>
                  <Button onClick={onSave} loading={save.isPending} disabled={!dirty}>
                    Save template
                  </Button>
                </Group>
              </Stack>
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="xs">
                Placeholders
              </Title>
              <PlaceholderTable placeholders={template.placeholders} />
            </Card>
            {template.kind === 'announcement' ? <AnnouncementPanel template={template} dirty={dirty} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" p="lg" component="section" aria-label="Preview">
            <Title order={2} fz="md" mb="xs">
              Preview with sample values
            </Title>
            <EmailPreviewFrame preview={preview.data} error={previewError} />
          </Card>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={confirmReset}
        title="Reset to the default text?"
        confirmLabel="Reset"
        loading={reset.isPending}
        onConfirm={() => void onReset()}
        onClose={() => setConfirmReset(false)}
      >
        Your changes to the subject and body of {template.name} are replaced by the built-in text.
      </ConfirmDialog>
    </>
  );
}

const STATUS_LABELS = { queued: 'Queued', running: 'Sending', done: 'Sent', failed: 'Failed' } as const;

function AnnouncementPanel({ template, dirty }: { template: EmailTemplate; dirty: boolean }) {
  const navigate = useNavigate();
  const [audience, setAudience] = useState<AnnouncementAudience>('candidates');
  const [confirmSend, setConfirmSend] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const sendings = useAnnouncements(template.id, true);
  const send = useSendAnnouncement(template.id);
  const remove = useDeleteAnnouncementTemplate(template.id);

  const onSend = async () => {
    setConfirmSend(false);
    await runAction(() => send.mutateAsync(audience), {
      info: `${template.name} is being sent to ${AUDIENCE_LABELS[audience].toLowerCase()}.`,
    });
  };
  const onDelete = async () => {
    const result = await runAction(() => remove.mutateAsync(), { info: `${template.name} has been deleted.` });
    setConfirmDelete(false);
    if (result.ok) navigate(paths.admin.emailTemplates);
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="send-title">
      <Title order={2} fz="md" id="send-title" mb="xs">
        Send
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Sent in the background, in batches. Every email has an unsubscribe link; users who unsubscribed are skipped.
      </Text>
      {dirty ? (
        <Alert color="yellow" variant="light" mb="md">
          Save your changes first: the saved text is what is sent.
        </Alert>
      ) : null}
      <Group align="flex-end" gap="sm">
        <Select
          label="Audience"
          data={ANNOUNCEMENT_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
          value={audience}
          onChange={(v) => v && setAudience(v as AnnouncementAudience)}
          allowDeselect={false}
          w={320}
        />
        <Button onClick={() => setConfirmSend(true)} disabled={dirty} loading={send.isPending}>
          Send announcement
        </Button>
        <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </Group>
      {sendings.data?.length ? (
        <Table mt="md" verticalSpacing={6} aria-label="Sendings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Started</Table.Th>
              <Table.Th>Audience</Table.Th>
              <Table.Th>Progress</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sendings.data.map((a) => {
              const doneCount = a.sent + a.skipped;
              const percent = a.total ? Math.min(100, Math.round((doneCount / a.total) * 100)) : 100;
              return (
                <Table.Tr key={a.id}>
                  <Table.Td>{formatDateTime(a.createdAt)}</Table.Td>
                  <Table.Td>{AUDIENCE_LABELS[a.audience]}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Progress value={percent} aria-label={`Progress ${percent}%`} color={a.status === 'failed' ? 'red' : undefined} />
                      <Text size="xs" c="dimmed">
                        {STATUS_LABELS[a.status]}: {a.sent} sent, {a.skipped} unsubscribed, of {a.total}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : null}
      <ConfirmDialog
        opened={confirmSend}
        title="Send this announcement?"
        confirmLabel="Send"
        color="blue"
        loading={send.isPending}
        onConfirm={() => void onSend()}
        onClose={() => setConfirmSend(false)}
      >
        {template.name} goes to {AUDIENCE_LABELS[audience].toLowerCase()}. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirmDelete}
        title="Delete this announcement?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirmDelete(false)}
      >
        The template and the record of its sendings are deleted.
      </ConfirmDialog>
    </Card>
  );
}
