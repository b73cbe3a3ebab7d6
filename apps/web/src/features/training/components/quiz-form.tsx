import { Alert, Button, Card, Radio, Stack, Text, Title } from '@mantine/core';
import type { QuizQuestionView, QuizResult } from '@talentmatch/shared/training';
import { useState } from 'react';

/** The item's quiz: one choice per question; every answer must be right to pass. */
export function QuizForm({
  questions,
  passed,
  disabled,
  onSubmit,
}: {
  questions: QuizQuestionView[];
  passed: boolean;
  /** an administrator's preview: answers cannot be sent */
  disabled?: boolean;
  onSubmit: (answers: number[]) => Promise<QuizResult | null>;
}) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [result, setResult] = useState<QuizResult | null>(null);
  const complete = answers.every((a) => a !== null);
  const submit = async () => {
    const r = await onSubmit(answers.map((a) => a ?? -1));
    if (r) setResult(r);
  };
  return (
    <Card withBorder radius="md" p="lg" data-testid="quiz">
      <Title order={2} fz="md" mb="sm">
        Quiz
      </Title>
      {passed ? (
        <Alert color="green" mb="sm" title="Quiz passed">
          You answered every question correctly. You can mark this item complete.
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          Answer every question correctly to complete this item. You can try as often as you like.
        </Text>
      )}
      <Stack gap="md">
        {questions.map((q, i) => (
          <Radio.Group
            key={q.question}
            label={`${i + 1}. ${q.question}`}
            value={answers[i] === null ? null : String(answers[i])}
            onChange={(v) => setAnswers((prev) => prev.map((a, j) => (j === i ? Number(v) : a)))}
          >
            <Stack gap={6} mt={6}>
              {q.options.map((option, k) => (
                <Radio key={option} value={String(k)} label={option} disabled={disabled} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        {result && !result.passed ? (
          <Alert color="red" title="Not passed yet" data-testid="quiz-result">
            {result.correct} of {result.total} answers are right. Read the article again and try once more.
          </Alert>
        ) : null}
        {result?.passed ? (
          <Alert color="green" title="Passed" data-testid="quiz-result">
            All {result.total} answers are right.
          </Alert>
        ) : null}
        <Button onClick={submit} disabled={disabled || !complete} w="fit-content">
          Check answers
        </Button>
      </Stack>
    </Card>
  );
}
