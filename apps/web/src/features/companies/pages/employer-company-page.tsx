import { Alert, Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { HiringTeamSection } from '../../hiring-team/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCompany } from '../api/get-company.ts';
import { CompanyProfileForm } from '../components/company-profile-form.tsx';
import { CompanyProfileView } from '../components/company-profile-view.tsx';
import { CareersLink } from '../components/careers-link.tsx';

/** employer/companies/{id?}: the company (own company without an id) and its hiring team. */
export function EmployerCompanyPage() {
  const params = useParams();
  const session = useSession();
  const companyId = params.id ?? session.claims?.companyId ?? null;
  const company = useCompany(companyId);
  const [editing, setEditing] = useState(false);

  if (!companyId) {
    return (
      <>
        <PageHeader title="Hiring Team Members" />
        <Alert variant="light" title="No company yet">
          Register your company first; then you can describe it and invite your team.{' '}
          <Button component={Link} to={paths.registerCompany} size="xs" ml="sm">
            Register company
          </Button>
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={company.data?.name ?? 'Company'}
        description="Your company profile and hiring team."
        actions={
          company.data?.viewer.canEdit && !editing ? (
            <Button leftSection={<IconPencil size={16} />} variant="default" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          {company.isPending ? (
            <Skeleton h={220} />
          ) : company.isError ? (
            <Stack gap="sm" align="flex-start">
              <Alert color="red">{company.error.message}</Alert>
              <Button component={Link} to={paths.employer.dashboard} variant="light">
                Back to your dashboard
              </Button>
            </Stack>
          ) : editing && company.data.viewer.canEdit ? (
            <CompanyProfileForm company={company.data} onDone={() => setEditing(false)} />
          ) : (
            <CompanyProfileView company={company.data} />
          )}
        </Card>
        {company.data ? <CareersLink company={company.data} /> : null}
        {company.isError ? null : <HiringTeamSection companyId={companyId} />}
      </Stack>
    </>
  );
}
