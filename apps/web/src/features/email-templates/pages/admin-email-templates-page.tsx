import { Badge, Button, Card, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useEmailTemplates } from '../api/email-templates.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** admin/email-templates: the emails the product sends, and the announcements. */
export function AdminEmailTemplatesPage() {
  const templates = useEmailTemplates();
  return (
    <>
      <PageHeader
        title="Email templates"
        actions={
          <Button component={Link} to={paths.admin.emailTemplateCreate} leftSection={<IconPlus size={16} />}>
            New announcement
          </Button>
        }
      />
      <Card withBorder radius="md" p={0}>
        {templates.isPending ? (
          <Skeleton h={300} />
        ) : templates.isError ? (
          <Text c="red" p="md">
            {templates.error.message}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Email templates" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Template</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Changed</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.data.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {t.name}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {t.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {t.subject}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge variant="light" color={t.kind === 'announcement' ? 'grape' : 'blue'}>
                          {t.kind === 'announcement' ? 'Announcement' : 'Built-in'}
                        </Badge>
                        {t.customised ? <Badge variant="outline">Edited</Badge> : null}
                        {t.security ? (
                          <Badge variant="outline" color="gray">
                            Security
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(t.updatedAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        component={Link}
                        to={paths.admin.emailTemplateEdit(t.id)}
                        variant="default"
                        size="xs"
                        aria-label={`Edit ${t.name}`}
                      >
                        Edit
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </>
  );
}
