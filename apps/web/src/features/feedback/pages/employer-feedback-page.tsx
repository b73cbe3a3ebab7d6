import { Badge, Button, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { usePendingFeedbackCount } from '../api/get-pending-count.ts';
import { CompanyFeedbackTable } from '../components/company-feedback-table.tsx';

/** employer/feedback: the tasks waiting for the team's feedback and the feedback given, with its review. */
export function EmployerFeedbackPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'given' ? 'given' : 'pending';
  const count = usePendingFeedbackCount();
  return (
    <>
      <PageHeader
        title="Feedback"
        actions={
          count.data ? (
            <Button component={Link} to={paths.employer.feedbackPending} variant="light">
              {count.data} pending
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onChange={(value) => setParams(value === 'given' ? { tab: 'given' } : {}, { replace: true })}>
        <Tabs.List mb="md">
          <Tabs.Tab value="pending" rightSection={count.data ? <Badge size="sm">{count.data}</Badge> : null}>
            Pending
          </Tabs.Tab>
          <Tabs.Tab value="given">Given</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pending">{tab === 'pending' ? <CompanyFeedbackTable view="pending" /> : null}</Tabs.Panel>
        <Tabs.Panel value="given">{tab === 'given' ? <CompanyFeedbackTable view="given" /> : null}</Tabs.Panel>
      </Tabs>
    </>
  );
}
