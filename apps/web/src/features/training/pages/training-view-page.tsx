import { Skeleton, Text } from '@mantine/core';
import { hasRole } from '@talentmatch/shared/roles';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { runAction } from '../../../lib/run-action.ts';
import { useSession } from '../../../lib/session.ts';
import { useCompleteItem } from '../api/complete-item.ts';
import { useTrainingItem } from '../api/get-training-item.ts';
import { recordTime } from '../api/record-time.ts';
import { useSubmitQuiz } from '../api/submit-quiz.ts';
import { TrainingReader } from '../components/training-reader.tsx';

/** Seconds between two reports of reading time. */
const TIME_TICK_SECONDS = 30;

/** Reports reading time every 30 s while the page is visible, and the rest when it is left. */
function useReadingTime(id: string | null, enabled: boolean) {
  useEffect(() => {
    if (!id || !enabled) return;
    let since = Date.now();
    const flush = () => {
      const seconds = Math.min(300, Math.round((Date.now() - since) / 1000));
      since = Date.now();
      if (seconds >= 1 && document.visibilityState === 'visible') recordTime(id, seconds).catch(() => undefined);
    };
    const timer = window.setInterval(flush, TIME_TICK_SECONDS * 1000);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
      since = Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [id, enabled]);
}

/**
 * candidate/training/view?id=… (Candidate or Administrator): the reader. An administrator sees the same
 * page as a preview (drafts too, nothing recorded).
 */
export function TrainingViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const session = useSession();
  const preview = hasRole(session.roles, 'Administrator') && !hasRole(session.roles, 'Candidate');
  const item = useTrainingItem(id);
  const quiz = useSubmitQuiz();
  const complete = useCompleteItem();
  useReadingTime(id, !preview && item.isSuccess);

  if (!id) return <Text c="red">Choose an item from the career advice library.</Text>;
  if (item.isPending) return <Skeleton h={400} />;
  if (item.isError) return <Text c="red">{item.error.message}</Text>;
  const data = item.data;
  return (
    <>
      <PageHeader title={data.title} />
      <TrainingReader
        item={data}
        preview={preview}
        completing={complete.isPending}
        onQuiz={async (answers) => {
          const result = await runAction(() => quiz.mutateAsync({ id: data.id, answers }));
          return result.ok ? result.value : null;
        }}
        onComplete={() =>
          runAction(() => complete.mutateAsync(data.id), {
            info: 'Marked complete. Your score has been updated.',
          })
        }
      />
    </>
  );
}
