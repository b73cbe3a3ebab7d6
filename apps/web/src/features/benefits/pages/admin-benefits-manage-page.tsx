import { ActionIcon, Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Benefit } from '@talentmatch/shared/companies';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { runAction } from '../../../lib/run-action.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MoveButtons, OrderedList } from '../../../components/ordered-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDeleteBenefit } from '../api/delete-benefit.ts';
import { useBenefits } from '../api/list-benefits.ts';
import { useReorderBenefits } from '../api/reorder-benefits.ts';
import { BenefitFormModal } from '../components/benefit-form-modal.tsx';
import { BenefitIcon } from '../components/benefit-icon.tsx';
import { moveInOrder } from '../../../lib/move-in-order.ts';

/** admin/benefits/manage: add, edit, order, activate and delete (when unused) the catalogue's benefits. */
export function AdminBenefitsManagePage() {
  const list = useBenefits({ status: 'all', page: 1, pageSize: 500 });
  const reorder = useReorderBenefits();
  const remove = useDeleteBenefit();
  const [editing, setEditing] = useState<{ benefit: Benefit | null } | null>(null);
  const [deleting, setDeleting] = useState<Benefit | null>(null);
  const items = list.data?.items ?? [];

  const move = (index: number, direction: -1 | 1) =>
    runAction(() =>
      reorder.mutateAsync(
        moveInOrder(
          items.map((b) => b.id),
          index,
          direction,
        ),
      ),
    );

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await runAction(() => remove.mutateAsync(deleting.id), { info: `${deleting.name} has been deleted.` });
    if (result.ok) setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Manage Benefits"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ benefit: null })}>
            Add benefit
          </Button>
        }
      />
      <Card withBorder radius="md" p={0}>
        <OrderedList
          query={list}
          items={items}
          label="Benefits in order"
          empty="The catalogue is empty. Add the first benefit."
          row={(benefit, index) => (
            <>
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed" w={24} ta="right">
                  {index + 1}
                </Text>
                <ThemeIcon variant="light" radius="md" color={benefit.isActive ? 'brand' : 'gray'}>
                  <BenefitIcon name={benefit.icon} size={16} />
                </ThemeIcon>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={500} size="sm">
                      {benefit.name}
                    </Text>
                    {!benefit.isActive ? (
                      <Badge size="xs" color="gray" variant="light">
                        Inactive
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {benefit.companyCount} compan{benefit.companyCount === 1 ? 'y' : 'ies'}
                    {benefit.description ? ` · ${benefit.description}` : ''}
                  </Text>
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap">
                <MoveButtons name={benefit.name} index={index} count={items.length} busy={reorder.isPending} onMove={move} />
                <ActionIcon variant="subtle" aria-label={`Edit ${benefit.name}`} onClick={() => setEditing({ benefit })}>
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${benefit.name}`}
                  disabled={benefit.companyCount > 0}
                  title={benefit.companyCount > 0 ? 'Companies offer this benefit: deactivate it instead.' : undefined}
                  onClick={() => setDeleting(benefit)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </>
          )}
        />
      </Card>
      <BenefitFormModal opened={editing !== null} benefit={editing?.benefit ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this benefit?"
        confirmLabel="Delete benefit"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleting ? <>{deleting.name} is removed from the catalogue. No company offers it.</> : null}
      </ConfirmDialog>
    </>
  );
}
