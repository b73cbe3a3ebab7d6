import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CANDIDATE_TEMPLATE_TYPES, EMPLOYER_TEMPLATE_TYPES, type HiringActor } from '@talentmatch/shared/hiring';
import { PageHeader } from '../../../components/page-header.tsx';
import { PlaceholderTable } from '../../../components/placeholder-table.tsx';
import { useMessageTemplates } from '../api/get-message-templates.ts';
import { TemplateEditor } from '../components/template-editor.tsx';

// §3's order within each set
const ORDER = [...CANDIDATE_TEMPLATE_TYPES, ...EMPLOYER_TEMPLATE_TYPES];
const SETS: ReadonlyArray<{ set: HiringActor; title: string; description: string }> = [
  {
    set: 'candidate',
    title: 'Candidate set',
    description: 'Posted in the job’s conversation when the candidate acts, and mailed to the hiring team.',
  },
  {
    set: 'employer',
    title: 'Employer set',
    description: 'Posted in the job’s conversation when the employer acts, and mailed to the candidate.',
  },
];

/** admin/message-templates: the hiring-step templates (§3 and the hire's), in the candidate and the employer set. */
export function AdminMessageTemplatesPage() {
  const templates = useMessageTemplates();
  if (templates.isPending) return <Skeleton h={500} />;
  if (templates.isError) {
    return (
      <>
        <PageHeader title="Message templates" />
        <Text c="red">{templates.error.message}</Text>
      </>
    );
  }
  const { placeholders } = templates.data;
  const ordered = [...templates.data.templates].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));

  return (
    <>
      <PageHeader
        title="Message templates"
        description="The messages each hiring step posts. Plain text only; placeholders are filled in when the message is sent."
      />
      <Stack gap="xl">
        <Card withBorder radius="md" p="lg" component="section" aria-labelledby="placeholders-title">
          <Title order={2} fz="md" mb="xs" id="placeholders-title">
            Placeholders
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Only these may appear in a subject or body. The previews use the sample values.
          </Text>
          <PlaceholderTable placeholders={placeholders} />
        </Card>
        {SETS.map((set) => (
          <Stack gap="md" key={set.set} component="section" aria-label={set.title}>
            <div>
              <Title order={2} fz="lg">
                {set.title}
              </Title>
              <Text size="sm" c="dimmed">
                {set.description}
              </Text>
            </div>
            {ordered
              .filter((t) => t.set === set.set)
              .map((template) => (
                <TemplateEditor key={template.type} template={template} placeholders={placeholders} />
              ))}
          </Stack>
        ))}
      </Stack>
    </>
  );
}
