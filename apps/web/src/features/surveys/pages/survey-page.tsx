import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { answerMessage, SURVEY_MESSAGES, type AnswerValue } from '@talentmatch/shared/surveys';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';
import { appState } from '../../../lib/app-state.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useSurveyToAnswer } from '../api/get-survey.ts';
import { useSkipSurvey } from '../api/skip-survey.ts';
import { useSubmitSurvey } from '../api/submit-survey.ts';
import { QuestionInput } from '../components/question-input.tsx';

const blank = (v: AnswerValue | null | undefined) =>
  v === null || v === undefined || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0) || v === 0;

/**
 * /survey/{id}?redirect=…: the candidate feedback survey page (employers get theirs here too). Shown
 * after login when `activeSurvey` names a survey; Submit or Skip, then on to where the user was going.
 */
export function SurveyPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeRedirectTarget(params.get('redirect'), paths.home);
  const survey = useSurveyToAnswer(id);
  const submit = useSubmitSurvey();
  const skip = useSkipSurvey();
  const [answers, setAnswers] = useState<Record<string, AnswerValue | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (survey.isPending) return <Skeleton h={400} />;
  if (survey.isError) {
    return (
      <>
        <PageHeader title="Survey" />
        <Alert color="red" title={SURVEY_MESSAGES.fetchError}>
          <Text size="sm">{survey.error.message}</Text>
          <Button mt="sm" onClick={() => navigate(next, { replace: true })}>
            Continue
          </Button>
        </Alert>
      </>
    );
  }
  const s = survey.data;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const q of s.questions) if (q.required && blank(answers[q.id])) missing[q.id] = answerMessage.required(q.prompt);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body = {
      surveyId: s.id,
      answers: s.questions.filter((q) => !blank(answers[q.id])).map((q) => ({ questionId: q.id, value: answers[q.id] ?? null })),
    };
    const result = await runAction(() => submit.mutateAsync(body), {
      onFieldErrors: (fieldErrors) => setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v.join(' ')]))),
    });
    if (result.ok) {
      navigate(next, { replace: true });
      appState.setInfo(SURVEY_MESSAGES.thanks);
    }
  };
  const onSkip = async () => {
    const result = await runAction(() => skip.mutateAsync(s.id));
    if (result.ok) navigate(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={s.title} description={s.introduction || undefined} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg" maw={760}>
          <Text size="sm" c="dimmed">
            {s.anonymous ? 'Your answers are anonymous: they are not stored with your name.' : 'Your answers are stored with your name.'}{' '}
            Questions marked * need an answer.
          </Text>
          <Card withBorder radius="md" p="lg">
            <Stack gap="xl">
              {s.questions.map((q, index) => (
                <QuestionInput
                  key={q.id}
                  index={index}
                  question={q}
                  value={answers[q.id] ?? null}
                  error={errors[q.id]}
                  onChange={(value) => {
                    setAnswers((a) => ({ ...a, [q.id]: value }));
                    setErrors((e) => {
                      const { [q.id]: _, ...rest } = e;
                      return rest;
                    });
                  }}
                />
              ))}
            </Stack>
          </Card>
          <Group>
            <Button type="submit" loading={submit.isPending}>
              Submit answers
            </Button>
            <Button variant="default" onClick={onSkip} loading={skip.isPending}>
              Skip
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
