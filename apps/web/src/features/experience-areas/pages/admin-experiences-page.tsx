import { Anchor, Badge, Button, Card, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useExperienceAreas } from '../api/experience-areas.ts';

/** admin/experiences: the experience-area catalogue. */
export function AdminExperiencesPage() {
  const areas = useExperienceAreas();
  return (
    <>
      <PageHeader
        title="Experiences"
        actions={
          <Button component={Link} to={paths.admin.experienceCreate}>
            Create area
          </Button>
        }
      />
      <Card withBorder radius="md" p="lg">
        {areas.isPending ? (
          <Skeleton h={300} />
        ) : areas.isError ? (
          <Text c="red">{areas.error.message}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing="xs" aria-label="Experience areas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Job experiences</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {areas.data.map((area) => (
                  <Table.Tr key={area.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.experienceUpdate(area.id)} fw={500}>
                        {area.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {area.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>{area.jobExperienceCount}</Table.Td>
                    <Table.Td>
                      <Badge color={area.isActive ? 'green' : 'gray'} variant="light">
                        {area.isActive ? 'Active' : 'Inactive'}
                      </Badge>
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
