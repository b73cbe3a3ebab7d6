import { ActionIcon, Button, Card, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { QUIZ_MAX_QUESTIONS, type QuizQuestionAdmin } from '@talentmatch/shared/training';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

let counter = 0;
const newKey = () => `k${++counter}`;

/** Builds the single-choice quiz: questions, two to six answers each, the right one chosen by its radio. */
export function QuizBuilder({
  value,
  onChange,
  errors,
}: {
  value: QuizQuestionAdmin[];
  onChange: (quiz: QuizQuestionAdmin[]) => void;
  /** form errors keyed like "quiz.0.question" */
  errors: Record<string, string | undefined>;
}) {
  // stable React keys for questions and answers while they are added, edited and removed
  const [keys, setKeys] = useState(() => value.map((q) => ({ id: newKey(), options: q.options.map(() => newKey()) })));
  const update = (index: number, patch: Partial<QuizQuestionAdmin>) =>
    onChange(value.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const keyOf = (i: number) => keys[i] ?? { id: `q${i}`, options: [] };
  const optionKey = (i: number, k: number) => keyOf(i).options[k] ?? `q${i}o${k}`;
  const setOptionKeys = (i: number, options: string[]) => setKeys((all) => all.map((key, j) => (j === i ? { ...key, options } : key)));
  return (
    <Stack gap="sm" data-testid="quiz-builder">
      <Text size="sm" fw={500}>
        Quiz (optional)
      </Text>
      <Text size="xs" c="dimmed">
        With a quiz, candidates complete the item only after answering every question correctly.
      </Text>
      {value.map((q, i) => (
        <Card key={keyOf(i).id} withBorder radius="sm" p="sm">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={`Question ${i + 1}`}
                value={q.question}
                onChange={(e) => update(i, { question: e.currentTarget.value })}
                error={errors[`quiz.${i}.question`]}
                maxLength={300}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove question ${i + 1}`}
                onClick={() => {
                  setKeys((all) => all.filter((_, j) => j !== i));
                  onChange(value.filter((_, j) => j !== i));
                }}
                mb={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Radio.Group
              value={String(q.correctIndex)}
              onChange={(v) => update(i, { correctIndex: Number(v) })}
              label="Answers (choose the right one)"
              error={errors[`quiz.${i}.correctIndex`] ?? errors[`quiz.${i}.options`]}
            >
              <Stack gap={6} mt={4}>
                {q.options.map((option, k) => (
                  <Group key={optionKey(i, k)} wrap="nowrap" gap="xs">
                    <Radio value={String(k)} aria-label={`Answer ${k + 1} of question ${i + 1} is right`} />
                    <TextInput
                      aria-label={`Answer ${k + 1} of question ${i + 1}`}
                      value={option}
                      onChange={(e) => update(i, { options: q.options.map((o, j) => (j === k ? e.currentTarget.value : o)) })}
                      error={errors[`quiz.${i}.options.${k}`]}
                      maxLength={200}
                      style={{ flex: 1 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove answer ${k + 1} of question ${i + 1}`}
                      disabled={q.options.length <= 2}
                      onClick={() => {
                        setOptionKeys(
                          i,
                          keyOf(i).options.filter((_, j) => j !== k),
                        );
                        update(i, {
                          options: q.options.filter((_, j) => j !== k),
                          correctIndex: q.correctIndex === k ? 0 : q.correctIndex > k ? q.correctIndex - 1 : q.correctIndex,
                        });
                      }}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            </Radio.Group>
            {q.options.length < 6 ? (
              <Button
                size="compact-xs"
                variant="subtle"
                w="fit-content"
                onClick={() => {
                  setOptionKeys(i, [...keyOf(i).options, newKey()]);
                  update(i, { options: [...q.options, ''] });
                }}
              >
                Add an answer
              </Button>
            ) : null}
          </Stack>
        </Card>
      ))}
      {value.length < QUIZ_MAX_QUESTIONS ? (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => {
            setKeys((all) => [...all, { id: newKey(), options: [newKey(), newKey()] }]);
            onChange([...value, { question: '', options: ['', ''], correctIndex: 0 }]);
          }}
        >
          Add a question
        </Button>
      ) : null}
    </Stack>
  );
}
