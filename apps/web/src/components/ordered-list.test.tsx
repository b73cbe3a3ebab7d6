import { MantineProvider, Text } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MoveButtons, OrderedList } from './ordered-list.tsx';

const items = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];
const ready = { isPending: false, isError: false, error: null };

function renderList(query: typeof ready | { isPending: boolean; isError: boolean; error: Error | null }, list = items) {
  const onMove = vi.fn();
  render(
    <MantineProvider>
      <OrderedList
        query={query}
        items={list}
        label="Things in order"
        empty="Nothing yet."
        row={(item, index) => (
          <>
            <Text>{item.name}</Text>
            <MoveButtons name={item.name} index={index} count={list.length} busy={false} onMove={onMove} />
          </>
        )}
      />
    </MantineProvider>,
  );
  return onMove;
}

describe('OrderedList', () => {
  it('lists the items in order, and the first cannot move up nor the last down', () => {
    const onMove = renderList(ready);
    const rows = screen.getByRole('list', { name: 'Things in order' }).querySelectorAll('li');
    expect([...rows].map((row) => row.textContent)).toEqual(['Alpha', 'Beta']);
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Beta down' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Beta up' }));
    expect(onMove).toHaveBeenCalledWith(1, -1);
  });

  it('says so when empty, and shows the error when the list failed', () => {
    renderList(ready, []);
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    renderList({ isPending: false, isError: true, error: new Error('The list could not be loaded.') });
    expect(screen.getByText('The list could not be loaded.')).toBeTruthy();
  });
});
