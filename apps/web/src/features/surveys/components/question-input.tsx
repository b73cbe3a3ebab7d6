import { Checkbox, Group, Input, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { AnswerValue, SurveyQuestion } from '@talentmatch/shared/surveys';

/** One question of the survey page, by kind. */
export function QuestionInput({
  question,
  value,
  onChange,
  error,
  index,
}: {
  question: SurveyQuestion;
  value: AnswerValue | null;
  onChange: (value: AnswerValue | null) => void;
  error?: string;
  index: number;
}) {
  const label = `${index + 1}. ${question.prompt}`;
  switch (question.kind) {
    case 'text':
      return (
        <Textarea
          label={label}
          required={question.required}
          autosize
          minRows={3}
          maxLength={2000}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      );
    case 'single':
      return (
        <Radio.Group
          label={label}
          required={question.required}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          error={error}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          label={label}
          required={question.required}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          error={error}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'rating':
      return (
        <Input.Wrapper label={label} required={question.required} error={error} data-testid={`rating-${question.prompt}`}>
          <Group gap="xs" mt={6}>
            <SegmentedControl
              data={['1', '2', '3', '4', '5']}
              value={typeof value === 'number' ? String(value) : ''}
              onChange={(v) => onChange(Number(v))}
              aria-label={question.prompt}
            />
            <Text size="sm" c="dimmed">
              {typeof value === 'number' && value > 0 ? `${value} of 5` : 'Not rated'}
            </Text>
          </Group>
        </Input.Wrapper>
      );
  }
}
