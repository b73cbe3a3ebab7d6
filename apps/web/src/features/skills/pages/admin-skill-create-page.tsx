import { Card } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SkillForm } from '../components/skill-form.tsx';

export function AdminSkillCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Create skill" />
      <Card withBorder radius="md" p="lg" maw={640}>
        <SkillForm onSaved={() => navigate(paths.admin.skills)} />
      </Card>
    </>
  );
}
