import { Code, Table, Text } from '@mantine/core';
import type { PlaceholderInfo } from '@talentmatch/shared/email-templates';

/** The placeholders a template (email or hiring message) may use, with what fills them and the preview's sample. */
export function PlaceholderTable({ placeholders }: { placeholders: PlaceholderInfo[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={4} aria-label="Allowed placeholders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Placeholder</Table.Th>
            <Table.Th>Filled with</Table.Th>
            <Table.Th>Sample</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {placeholders.map((p) => (
            <Table.Tr key={p.name}>
              <Table.Td>
                <Code>{`{{${p.name}}}`}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{p.description}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {p.sample}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
