import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Benefit } from '@talentmatch/shared/companies';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { runAction } from '../../../lib/run-action.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDeleteBenefit } from '../api/delete-benefit.ts';
import { useBenefits } from '../api/list-benefits.ts';
import { useReorderBenefits } from '../api/reorder-benefits.ts';
import { BenefitFormModal } from '../components/benefit-form-modal.tsx';
import { BenefitIcon } from '../components/benefit-icon.tsx';
import { moveInOrder } from '../components/move-in-order.ts';

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
        description="The order here is the order companies and candidates see."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ benefit: null })}>
            Add benefit
          </Button>
        }
      />
      <Card withBorder radius="md" p={0}>
        {list.isPending ? (
          <Skeleton h={400} />
        ) : list.isError ? (
          <Text c="red" p="lg">
            {list.error.message}
          </Text>
        ) : items.length === 0 ? (
          <Text c="dimmed" p="lg">
            The catalogue is empty. Add the first benefit.
          </Text>
        ) : (
          <Stack gap={0} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Benefits in order">
            {items.map((benefit, index) => (
              <Group
                key={benefit.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                px="md"
                py="sm"
                style={{ borderTop: index ? '1px solid var(--mantine-color-gray-2)' : undefined }}
              >
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
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${benefit.name} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${benefit.name} down`}
                    disabled={index === items.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
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
              </Group>
            ))}
          </Stack>
        )}
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
