import { Alert, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { CompanyFeedbackTable } from '../components/company-feedback-table.tsx';

/** employer/feedback/pending (the spec's pending-feedback page): hires waiting for the team's feedback. */
export function EmployerPendingFeedbackPage() {
  return (
    <>
      <PageHeader title="Pending Feedback" />
      <Alert color="brand" mb="md">
        <Text size="sm">Anyone on your hiring team may give it; a reminder goes out once if a task waits a week.</Text>
      </Alert>
      <CompanyFeedbackTable view="pending" />
    </>
  );
}
