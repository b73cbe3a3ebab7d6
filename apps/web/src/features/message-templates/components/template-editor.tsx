import { Button, Card, Grid, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  HIRING_MESSAGES,
  MESSAGE_TEMPLATE_LABELS,
  renderTemplate,
  TEMPLATE_SAMPLE_VALUES,
  type MessageTemplate,
  type MessageTemplateType,
} from '@talentmatch/shared/hiring';
import { messageTemplateBody } from '@talentmatch/shared/hiring-requests';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useSaveMessageTemplate } from '../api/save-message-template.ts';
import { insertAtCursor } from './insert-at-cursor.ts';

interface Values {
  type: MessageTemplateType;
  subject: string;
  body: string;
}
type Field = 'subject' | 'body';

const SUBJECT_MAX = messageTemplateBody.shape.subject.maxLength ?? undefined;
const BODY_MAX = messageTemplateBody.shape.body.maxLength ?? undefined;

export interface PlaceholderInfo {
  name: string;
  description: string;
}

/** One template: subject and body, a live preview with sample values, click-to-insert placeholders. */
export function TemplateEditor({ template, placeholders }: { template: MessageTemplate; placeholders: readonly PlaceholderInfo[] }) {
  const save = useSaveMessageTemplate();
  const form = useForm<Values>({
    initialValues: { type: template.type, subject: template.subject, body: template.body },
    // the shared schema: the same "Unknown placeholder …" text the server answers with
    validate: validateWith<Values>(messageTemplateBody),
    validateInputOnBlur: true,
  });
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  // the banner is at the top of a long page: say "Saved" where the button was pressed too
  const [saved, setSaved] = useState(false);
  const label = MESSAGE_TEMPLATE_LABELS[template.type];

  const insert = (name: string) => {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const current = form.getValues()[field];
    const next = insertAtCursor(current, `{{${name}}}`, element?.selectionStart ?? null, element?.selectionEnd ?? null);
    form.setFieldValue(field, next.value);
    form.clearFieldError(field);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => save.mutateAsync(values), {
      info: HIRING_MESSAGES.templateSaved,
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['subject', 'body'])),
    });
    if (result.ok) {
      const values = { type: result.value.type, subject: result.value.subject, body: result.value.body };
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      setSaved(true);
    }
  });

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label={label} data-testid={`template-${template.type}`}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="md">
          {label}
        </Title>
        <Text size="xs" c="dimmed">
          Last saved {formatDate(template.updatedAt)}
        </Text>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <form onSubmit={submit} noValidate aria-label={`Edit ${label}`}>
            <Stack gap="sm">
              <TextInput
                label="Subject"
                required
                maxLength={SUBJECT_MAX}
                ref={subjectRef}
                onFocus={() => (lastField.current = 'subject')}
                {...form.getInputProps('subject')}
              />
              <Textarea
                label="Body"
                required
                autosize
                minRows={6}
                maxRows={16}
                maxLength={BODY_MAX}
                ref={bodyRef}
                onFocus={() => (lastField.current = 'body')}
                {...form.getInputProps('body')}
              />
              <div>
                <Text size="xs" c="dimmed" mb={4} id={`insert-${template.type}`}>
                  Insert a placeholder at the cursor:
                </Text>
                <Group gap={6} role="group" aria-labelledby={`insert-${template.type}`}>
                  {placeholders.map((p) => (
                    <Button
                      key={p.name}
                      size="compact-xs"
                      variant="light"
                      ff="monospace"
                      title={p.description}
                      aria-label={`Insert {{${p.name}}}: ${p.description}`}
                      // keep the caret where it is in the field
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => insert(p.name)}
                    >
                      {`{{${p.name}}}`}
                    </Button>
                  ))}
                </Group>
              </div>
              <Group justify="flex-end" gap="xs">
                {saved && !form.isDirty() ? (
                  <Text size="sm" c="green.8" role="status" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                    <IconCheck size={16} aria-hidden /> Saved
                  </Text>
                ) : null}
                <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
                  Discard changes
                </Button>
                <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            bg="var(--mantine-color-gray-0)"
            p="md"
            radius="md"
            withBorder
            h="100%"
            aria-label={`Preview of ${label}`}
            component="section"
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
              Preview with sample values
            </Text>
            <Text fw={700} size="sm" mb="xs" data-testid="preview-subject" style={{ overflowWrap: 'anywhere' }}>
              {renderTemplate(form.values.subject, TEMPLATE_SAMPLE_VALUES)}
            </Text>
            <Text size="sm" data-testid="preview-body" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {renderTemplate(form.values.body, TEMPLATE_SAMPLE_VALUES)}
            </Text>
          </Paper>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
