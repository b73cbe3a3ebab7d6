import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DROPDOWN_KIND_LABELS, type Dropdown, type DropdownOption } from '@talentmatch/shared/catalogues';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAllDropdowns, useCreateDropdownOption, useUpdateDropdownOption } from '../api/dropdowns.ts';
import { moveOption } from '../components/reorder.ts';

const VALUE_HINT: Record<string, string> = {
  years: 'Least number of years this option stands for.',
  education: 'Rank: higher is more advanced (the score counts up to 5).',
};

const tabValue = (d: Dropdown) => `${d.kind}:${d.list}`;

function OptionEditor({ option, onClose }: { option: DropdownOption; onClose: () => void }) {
  const update = useUpdateDropdownOption();
  const [label, setLabel] = useState(option.label);
  const [value, setValue] = useState<number | string>(option.value ?? '');
  return (
    <Stack>
      <TextInput label="Label" value={label} onChange={(e) => setLabel(e.currentTarget.value)} maxLength={100} />
      {VALUE_HINT[option.kind] ? (
        <NumberInput label="Value" description={VALUE_HINT[option.kind]} min={0} max={100} value={value} onChange={setValue} />
      ) : null}
      <Group justify="flex-end">
        <Button
          loading={update.isPending}
          onClick={async () => {
            const result = await runAction(
              () =>
                update.mutateAsync({
                  id: option.id,
                  label,
                  value: value === '' ? null : Number(value),
                  sortOrder: option.sortOrder,
                  isActive: option.isActive,
                }),
              { info: 'The option has been saved.' },
            );
            if (result.ok) onClose();
          }}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

function DropdownPanel({ dropdown }: { dropdown: Dropdown }) {
  const update = useUpdateDropdownOption();
  const create = useCreateDropdownOption();
  const [editing, setEditing] = useState<DropdownOption | null>(null);
  const [label, setLabel] = useState('');
  const [value, setValue] = useState<number | string>('');
  const save = (o: DropdownOption, patch: Partial<DropdownOption>) =>
    update.mutateAsync({ id: o.id, label: o.label, value: o.value, sortOrder: o.sortOrder, isActive: o.isActive, ...patch });
  const move = (index: number, direction: -1 | 1) =>
    void runAction(async () => {
      for (const changed of moveOption(dropdown.options, index, direction)) await save(changed, { sortOrder: changed.sortOrder });
    });

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={6} aria-label={`${dropdown.list} options`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>Order</Table.Th>
              <Table.Th>Label</Table.Th>
              {VALUE_HINT[dropdown.kind] ? <Table.Th w={80}>Value</Table.Th> : null}
              <Table.Th w={90}>Active</Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dropdown.options.map((option, index) => (
              <Table.Tr key={option.id}>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={index === 0}
                      aria-label={`Move ${option.label} up`}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={index === dropdown.options.length - 1}
                      aria-label={`Move ${option.label} down`}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={14} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={option.isActive ? undefined : 'dimmed'}>
                    {option.label}
                  </Text>
                </Table.Td>
                {VALUE_HINT[dropdown.kind] ? <Table.Td>{option.value ?? '–'}</Table.Td> : null}
                <Table.Td>
                  <Switch
                    aria-label={`${option.label} active`}
                    checked={option.isActive}
                    onChange={(e) => {
                      const isActive = e.currentTarget.checked;
                      void runAction(() => save(option, { isActive }), {
                        info: `${option.label} is now ${isActive ? 'offered' : 'no longer offered (kept on old records)'}.`,
                      });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" aria-label={`Edit ${option.label}`} onClick={() => setEditing(option)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {dropdown.options.length === 0 ? <Text c="dimmed">No options yet.</Text> : null}
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await runAction(
            () =>
              create.mutateAsync({
                kind: dropdown.kind,
                list: dropdown.kind === 'general' ? dropdown.list : '',
                label,
                value: value === '' ? null : Number(value),
              }),
            { info: `${label} has been added.` },
          );
          if (result.ok) {
            setLabel('');
            setValue('');
          }
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="New option"
            placeholder="Label"
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 180 }}
          />
          {VALUE_HINT[dropdown.kind] ? <NumberInput label="Value" w={100} min={0} max={100} value={value} onChange={setValue} /> : null}
          <Button type="submit" disabled={!label.trim()} loading={create.isPending}>
            Add option
          </Button>
        </Group>
      </form>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit option">
        {editing ? <OptionEditor option={editing} onClose={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}

/** admin/dropdowns: all four kinds; add, edit, reorder and (de)activate options; start a new general list. */
export function AdminDropdownsPage() {
  const dropdowns = useAllDropdowns();
  const create = useCreateDropdownOption();
  const [active, setActive] = useState<string | null>(null);
  const [newList, setNewList] = useState('');
  const [firstOption, setFirstOption] = useState('');
  if (dropdowns.isPending) return <Skeleton h={400} />;
  if (dropdowns.isError) return <Text c="red">{dropdowns.error.message}</Text>;
  const lists = dropdowns.data;
  const current = active ?? (lists[0] ? tabValue(lists[0]) : null);

  return (
    <>
      <PageHeader title="Dropdowns" />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <Tabs value={current} onChange={setActive} keepMounted={false}>
            <Tabs.List mb="md">
              {lists.map((d) => (
                <Tabs.Tab
                  key={tabValue(d)}
                  value={tabValue(d)}
                  rightSection={
                    <Badge size="xs" variant="light" color="gray">
                      {d.options.length}
                    </Badge>
                  }
                >
                  {d.kind === 'general' ? `${d.list}` : d.list}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {lists.map((d) => (
              <Tabs.Panel key={tabValue(d)} value={tabValue(d)}>
                <Text size="xs" c="dimmed" mb="sm">
                  Kind: {DROPDOWN_KIND_LABELS[d.kind]}
                </Text>
                <DropdownPanel dropdown={d} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="sm">
            New general list
          </Title>
          <form
            onSubmit={async (event) => {
              event.preventDefault();
              const result = await runAction(() => create.mutateAsync({ kind: 'general', list: newList, label: firstOption }), {
                info: `The list ${newList} has been created.`,
              });
              if (result.ok) {
                setActive(`general:${newList.trim()}`);
                setNewList('');
                setFirstOption('');
              }
            }}
          >
            <Group align="flex-end" wrap="wrap">
              <TextInput label="List name" value={newList} onChange={(e) => setNewList(e.currentTarget.value)} maxLength={60} />
              <TextInput label="First option" value={firstOption} onChange={(e) => setFirstOption(e.currentTarget.value)} maxLength={100} />
              <Button type="submit" variant="light" disabled={!newList.trim() || !firstOption.trim()} loading={create.isPending}>
                Create list
              </Button>
            </Group>
          </form>
        </Card>
      </Stack>
    </>
  );
}
