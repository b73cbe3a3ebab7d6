import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
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
