import { Anchor, Badge, Button, Card, Switch, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSkills } from '../api/list-skills.ts';
import { useSaveSkill } from '../api/save-skill.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { CatalogueToolbar, type CatalogueStatus } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';

const PAGE_SIZE = 25;

/** admin/skills: search, filter by status, activate or deactivate in place. */
export function AdminSkillsPage() {
  const [status, setStatus] = useState<CatalogueStatus>('all');
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const skills = useSkills({ search: debounced, status, page, pageSize: PAGE_SIZE });
  const save = useSaveSkill();
  const pages = pageCount(skills.data?.totalRecords);

  return (
    <>
      <PageHeader
        title="Skills"
        actions={
          <Button component={Link} to={paths.admin.skillCreate}>
            Create skill
          </Button>
        }
      />
      <Card withBorder radius="md" p="lg">
        <CatalogueToolbar
          search={{ label: 'Search skills', placeholder: 'Search by name or category', value: search, onChange: setSearch }}
          status={status}
          onStatusChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <PagedTable
          query={skills}
          label="Skills"
          minWidth={560}
          columns={['Name', 'Category', 'Candidates', 'Active']}
          count={(n) => (
            <>
              {n} skill{n === 1 ? '' : 's'}
            </>
          )}
          page={page}
          pages={pages}
          onPageChange={setPage}
          row={(skill) => (
            <Table.Tr key={skill.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.skill(skill.id)} fw={500}>
                  {skill.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray">
                  {skill.category}
                </Badge>
              </Table.Td>
              <Table.Td>{skill.candidateCount}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${skill.name} active`}
                  checked={skill.isActive}
                  onChange={(e) => {
                    const isActive = e.currentTarget.checked;
                    void runAction(
                      () =>
                        save.mutateAsync({
                          id: skill.id,
                          body: { name: skill.name, category: skill.category, description: skill.description, isActive },
                        }),
                      { info: `${skill.name} is now ${isActive ? 'active' : 'inactive'}.` },
                    );
                  }}
                />
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
    </>
  );
}
