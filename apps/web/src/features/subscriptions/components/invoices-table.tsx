import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { InvoiceView } from '@talentmatch/shared/subscriptions';
import { formatMoney } from './format.ts';
import { formatDate } from '../../../lib/format-date.ts';

export function InvoicesTable({ invoices }: { invoices: InvoiceView[] }) {
  if (invoices.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="no-invoices">
        No invoices yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover data-testid="invoices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Invoice</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{formatDate(invoice.createdAt)}</Table.Td>
              <Table.Td>{invoice.number ?? '—'}</Table.Td>
              <Table.Td>{formatMoney(invoice.amount, invoice.currency)}</Table.Td>
              <Table.Td>
                <Badge color={invoice.status === 'paid' ? 'green' : 'orange'} variant="light">
                  {invoice.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                {invoice.url ? (
                  <Anchor href={invoice.url} target="_blank" rel="noreferrer">
                    View
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
