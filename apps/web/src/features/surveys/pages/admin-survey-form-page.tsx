import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  SURVEY_AUDIENCE_LABELS,
  SURVEY_AUDIENCES,
  SURVEY_LIMITS,
  SURVEY_MESSAGES,
  type QuestionKind,
  type Survey,
  type SurveyAudience,
  surveyBody,
} from '@talentmatch/shared/surveys';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useAdminSurvey } from '../api/get-admin-survey.ts';
import { useSaveSurvey } from '../api/save-survey.ts';

interface QuestionValues {
  /** a stable key for the card while questions move (not sent) */
  uid: string;
  kind: QuestionKind;
  prompt: string;
  options: string[];
  required: boolean;
}
interface FormValues {
  title: string;
  introduction: string;
  audience: SurveyAudience;
  opensAt: string;
  closesAt: string;
  anonymous: boolean;
  questions: QuestionValues[];
}

/** datetime-local ↔ ISO (the browser's time zone). */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);
const toBody = (v: FormValues) => ({
  ...v,
  opensAt: toIso(v.opensAt),
  closesAt: toIso(v.closesAt),
  questions: v.questions.map(({ uid: _uid, ...q }) => q),
});
const newUid = () => Math.random().toString(36).slice(2);

function SurveyForm({ survey }: { survey?: Survey }) {
  const navigate = useNavigate();
  const save = useSaveSurvey();
  const locked = survey !== undefined && survey.status !== 'draft';
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      title: survey?.title ?? '',
      introduction: survey?.introduction ?? '',
      audience: survey?.audience ?? 'candidates',
      opensAt: toLocal(survey?.opensAt ?? null),
      closesAt: toLocal(survey?.closesAt ?? null),
      anonymous: survey?.anonymous ?? false,
      questions: survey?.questions.map(({ id, kind, prompt, options, required }) => ({ uid: id, kind, prompt, options, required })) ?? [
        { uid: newUid(), kind: 'rating', prompt: '', options: [], required: true },
      ],
    },
    validate: (values) => validateWith(surveyBody)(toBody(values)),
  });
  const onSubmit = form.onSubmit(async (values) => {
    const result = await runAction(() => save.mutateAsync({ id: survey?.id, body: toBody(values) }), {
      info: 'The survey has been saved.',
      onFieldErrors: (errors) => form.setErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.join(' ')]))),
    });
    if (result.ok) navigate(paths.admin.surveys);
  });
  const questions = form.values.questions;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={860}>
        {locked ? (
          <Alert color="yellow">{SURVEY_MESSAGES.questionsLocked} The title, introduction, audience and dates may still change.</Alert>
        ) : null}
        <Card withBorder radius="md" p="lg">
          <Stack gap="md">
            <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
            <Textarea
              label="Introduction"
              description="Shown above the questions."
              autosize
              minRows={2}
              maxLength={2000}
              {...form.getInputProps('introduction')}
            />
            <Group grow align="flex-start">
              <Select
                label="Audience"
                required
                allowDeselect={false}
                data={SURVEY_AUDIENCES.map((a) => ({ value: a, label: SURVEY_AUDIENCE_LABELS[a] }))}
                {...form.getInputProps('audience')}
              />
              <TextInput
                label="Opens"
                description="Empty: as soon as it is open"
                type="datetime-local"
                {...form.getInputProps('opensAt')}
              />
              <TextInput label="Closes" description="Empty: until it is closed" type="datetime-local" {...form.getInputProps('closesAt')} />
            </Group>
            <Checkbox
              label="Anonymous (answers are stored without the respondent’s name)"
              disabled={locked}
              {...form.getInputProps('anonymous', { type: 'checkbox' })}
            />
          </Stack>
        </Card>
        <Title order={2} fz="lg">
          Questions
        </Title>
        {typeof form.errors.questions === 'string' ? <Text c="red">{form.errors.questions}</Text> : null}
        {questions.map((q, index) => (
          <Card key={q.uid} withBorder radius="md" p="md" data-testid="question-card">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>Question {index + 1}</Text>
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    disabled={locked || index === 0}
                    onClick={() => form.reorderListItem('questions', { from: index, to: index - 1 })}
                    aria-label="Move up"
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={locked || index === questions.length - 1}
                    onClick={() => form.reorderListItem('questions', { from: index, to: index + 1 })}
                    aria-label="Move down"
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={locked}
                    onClick={() => form.removeListItem('questions', index)}
                    aria-label="Remove question"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <Group grow align="flex-start">
                <Select
                  label="Kind"
                  allowDeselect={false}
                  disabled={locked}
                  data={QUESTION_KINDS.map((k) => ({ value: k, label: QUESTION_KIND_LABELS[k] }))}
                  {...form.getInputProps(`questions.${index}.kind`)}
                />
                <TextInput
                  label="Question"
                  required
                  disabled={locked}
                  maxLength={300}
                  {...form.getInputProps(`questions.${index}.prompt`)}
                />
              </Group>
              {q.kind === 'single' || q.kind === 'multiple' ? (
                <TagsInput
                  label="Options"
                  description="Type an option and press Enter (at least two)."
                  disabled={locked}
                  maxTags={SURVEY_LIMITS.options}
                  {...form.getInputProps(`questions.${index}.options`)}
                />
              ) : null}
              <Checkbox label="Required" disabled={locked} {...form.getInputProps(`questions.${index}.required`, { type: 'checkbox' })} />
            </Stack>
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            disabled={locked || questions.length >= SURVEY_LIMITS.questions}
            onClick={() => form.insertListItem('questions', { uid: newUid(), kind: 'text', prompt: '', options: [], required: false })}
          >
            Add question
          </Button>
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save survey
          </Button>
          <Button variant="default" component={Link} to={paths.admin.surveys}>
            Cancel
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          A saved survey is a draft until you open it from the list; once open, its questions cannot change.
        </Text>
      </Stack>
    </form>
  );
}

/** admin/surveys/create and admin/surveys/edit/{id}. */
export function AdminSurveyFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const survey = useAdminSurvey(mode === 'edit' ? id : undefined);
  if (mode === 'create') {
    return (
      <>
        <PageHeader title="Create Survey" />
        <SurveyForm />
      </>
    );
  }
  if (survey.isPending) return <Skeleton h={400} />;
  if (survey.isError) return <Alert color="red">{survey.error.message}</Alert>;
  return (
    <>
      <PageHeader title="Edit Survey" />
      <SurveyForm survey={survey.data} />
    </>
  );
}
