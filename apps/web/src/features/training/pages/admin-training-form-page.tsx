import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  TRAINING_CATEGORIES,
  TRAINING_STATUSES,
  TRAINING_TOPIC_LABELS,
  TRAINING_TOPICS,
  trainingItemBody,
  videoEmbed,
  type TrainingItemAdmin,
  type TrainingItemInput,
} from '@talentmatch/shared/training';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useAdminTrainingItem } from '../api/admin-get-training.ts';
import { useSaveTraining } from '../api/save-training.ts';
import { QuizBuilder } from '../components/quiz-builder.tsx';
import { VideoPlayer } from '../components/video-player.tsx';

type Values = TrainingItemInput;
const FIELDS = ['kind', 'title', 'summary', 'body', 'videoUrl', 'category', 'minutes', 'topic', 'status', 'quiz'];
const STATUS_LABELS = { draft: 'Draft', published: 'Published', archived: 'Archived' } as const;

/** What the video address will do: play (YouTube, Vimeo), show as a link, or be refused. */
function VideoCheck({ address }: { address: string }) {
  if (!address.trim()) return null;
  const video = videoEmbed(address);
  if (!video) {
    return (
      <Text size="xs" c="red" data-testid="video-check">
        Not a web address: it must start with http:// or https://.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="video-check">
      <Text size="xs" c={video.provider === 'link' ? 'orange' : 'green'}>
        {video.provider === 'youtube'
          ? 'YouTube video: plays in the privacy-enhanced player (youtube-nocookie.com).'
          : video.provider === 'vimeo'
            ? 'Vimeo video: plays in the Vimeo player without tracking (dnt).'
            : 'Not YouTube or Vimeo: candidates see it as a link, not a player.'}
      </Text>
      {video.provider !== 'link' ? (
        <div style={{ maxWidth: 360 }}>
          <VideoPlayer video={video} title="Video check" />
        </div>
      ) : null}
    </Stack>
  );
}

function TrainingForm({ item }: { item?: TrainingItemAdmin }) {
  const navigate = useNavigate();
  const save = useSaveTraining();
  const form = useForm<Values>({
    initialValues: {
      kind: item?.kind ?? 'article',
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      body: item?.body ?? '',
      videoUrl: item?.videoUrl ?? '',
      category: item?.category ?? 'Resume',
      minutes: item?.minutes ?? 5,
      topic: item?.topic ?? 'profile',
      status: item?.status ?? 'draft',
      quiz: item?.quiz ?? [],
    },
    validate: validateWith<Values>(trainingItemBody),
  });
  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => save.mutateAsync({ id: item?.id, body: values }), {
      info: item ? 'The career advice has been saved.' : 'The career advice has been created.',
      onFieldErrors: (errors) =>
        form.setErrors(toFormErrors(errors, [...FIELDS, ...Object.keys(errors).filter((k) => k.startsWith('quiz.'))])),
    });
    if (result.ok) navigate(paths.admin.trainingView(result.value.id));
  });
  const errors = form.errors as Record<string, string | undefined>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          data={[
            { value: 'article', label: 'Article' },
            { value: 'video', label: 'Video' },
          ]}
          w="fit-content"
          {...form.getInputProps('kind')}
        />
        <TextInput label="Title" required maxLength={150} {...form.getInputProps('title')} />
        <Textarea
          label="Summary"
          required
          description="One or two sentences shown on the card."
          autosize
          minRows={2}
          maxLength={400}
          {...form.getInputProps('summary')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Category" required data={[...TRAINING_CATEGORIES]} allowDeselect={false} {...form.getInputProps('category')} />
          <Select
            label="Helps with"
            required
            data={TRAINING_TOPICS.map((t) => ({ value: t, label: TRAINING_TOPIC_LABELS[t] }))}
            allowDeselect={false}
            {...form.getInputProps('topic')}
          />
          <NumberInput label="Estimated minutes" required min={1} max={240} allowDecimal={false} {...form.getInputProps('minutes')} />
        </SimpleGrid>
        <Stack gap={4}>
          <TextInput
            label="Video address"
            required={form.values.kind === 'video'}
            description="YouTube or Vimeo addresses play on the page; any other http(s) address is shown as a link."
            placeholder="https://www.youtube.com/watch?v=…"
            maxLength={500}
            {...form.getInputProps('videoUrl')}
          />
          <VideoCheck address={form.values.videoUrl} />
        </Stack>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Textarea
            label="Text (markdown)"
            required
            description="Markdown: ## headings, **bold**, - lists, [links](https://…). Raw HTML and scripts are refused."
            autosize
            minRows={14}
            maxRows={40}
            maxLength={20000}
            {...form.getInputProps('body')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Live preview
            </Text>
            <Card withBorder radius="sm" p="md" mih={200} data-testid="body-preview" style={{ overflow: 'auto', maxHeight: 720 }}>
              {form.values.body.trim() ? (
                <MarkdownText markdown={form.values.body} />
              ) : (
                <Text size="sm" c="dimmed">
                  Nothing to preview yet.
                </Text>
              )}
            </Card>
          </Stack>
        </SimpleGrid>
        <QuizBuilder value={form.values.quiz} onChange={(quiz) => form.setFieldValue('quiz', quiz)} errors={errors} />
        <Select
          label="Status"
          description="Only published items reach candidates."
          data={TRAINING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          allowDeselect={false}
          w={240}
          {...form.getInputProps('status')}
        />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={item ? paths.admin.trainingView(item.id) : paths.admin.training}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** admin/training/create, and admin/training/create?id=… to edit an item. */
export function AdminTrainingFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const item = useAdminTrainingItem(id);
  if (id && item.isPending) return <Skeleton h={480} />;
  if (id && item.isError) {
    return (
      <Alert color="red" title="Cannot edit this item">
        {item.error.message}{' '}
        <Anchor component={Link} to={paths.admin.training}>
          Back to Career Advice
        </Anchor>
      </Alert>
    );
  }
  return (
    <>
      <PageHeader title={item.data ? `Edit: ${item.data.title}` : 'Create career advice'} />
      <Card withBorder radius="md" p="lg">
        <TrainingForm key={item.data?.id ?? 'new'} item={item.data} />
      </Card>
    </>
  );
}
