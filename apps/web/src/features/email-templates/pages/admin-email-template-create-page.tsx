import { Button, Card, Grid, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useCreateAnnouncementTemplate } from '../api/email-templates.ts';

const SAMPLES: Record<string, string> = {
  siteName: 'TalentMatch',
  firstName: 'Priya',
  lastName: 'Raman',
  loginUrl: 'https://talentmatch.example/login',
};
const fill = (text: string) => text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) => SAMPLES[name] ?? whole);

/** admin/email-templates/create: a new announcement (name, subject, markdown body); it is sent from its edit page. */
export function AdminEmailTemplateCreatePage() {
  const navigate = useNavigate();
  const create = useCreateAnnouncementTemplate();
  const [values, setValues] = useState({ name: '', subject: '', body: 'Hello {{firstName}},\n\n' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The value is read while the event is being handled: React clears `currentTarget` before a state updater runs.
  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const result = await runAction(() => create.mutateAsync(values), {
      info: `${values.name || 'The announcement'} has been created. Check the preview, then send it.`,
      onFieldErrors: (e) => setErrors(Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.join(' ')]))),
    });
    if (result.ok) navigate(paths.admin.emailTemplateEdit(result.value.id));
  };

  return (
    <>
      <PageHeader title="New announcement" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label="Name (only administrators see it)"
                required
                maxLength={120}
                value={values.name}
                onChange={set('name')}
                error={errors.name}
              />
              <TextInput label="Subject" required maxLength={200} value={values.subject} onChange={set('subject')} error={errors.subject} />
              <Textarea
                label="Body"
                description="Markdown, no HTML. An unsubscribe link is added under every announcement."
                required
                autosize
                minRows={10}
                value={values.body}
                onChange={set('body')}
                error={errors.body}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={create.isPending}>
                  Create announcement
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" p="lg" component="section" aria-label="Preview">
            <Title order={2} fz="md" mb="xs">
              Preview with sample values
            </Title>
            <Text size="sm" mb="sm">
              <strong>Subject:</strong> {fill(values.subject)}
            </Text>
            {values.body.trim() ? <MarkdownText markdown={fill(values.body)} /> : <Text c="dimmed">Nothing to preview yet.</Text>}
            <Text size="xs" c="dimmed" mt="md">
              The email itself (layout, button, footer) is previewed on the next page, after creating.
            </Text>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
