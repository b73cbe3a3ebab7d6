import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchProps {
  /** the accessible name of the box, e.g. "Search skills" */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a list. */
export function SearchBox({ label, placeholder, value, onChange }: SearchProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      mb="md"
      style={{ maxWidth: 420 }}
    />
  );
}

export type CatalogueStatus = 'all' | 'active' | 'inactive';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Search plus the All / Active / Inactive filter of an admin catalogue (skills, benefits). */
export function CatalogueToolbar({
  search,
  status,
  onStatusChange,
}: {
  search: SearchProps;
  status: CatalogueStatus;
  onStatusChange: (status: CatalogueStatus) => void;
}) {
  return (
    <Group mb="md" wrap="wrap">
      <TextInput
        aria-label={search.label}
        placeholder={search.placeholder}
        leftSection={<IconSearch size={16} />}
        value={search.value}
        onChange={(e) => search.onChange(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 200 }}
      />
      <SegmentedControl value={status} onChange={(v) => onStatusChange(v as CatalogueStatus)} data={STATUS_OPTIONS} />
    </Group>
  );
}
