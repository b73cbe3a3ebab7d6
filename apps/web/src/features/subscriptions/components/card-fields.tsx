import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { DemoCardBody } from '@talentmatch/shared/subscriptions';

/** Card number, expiry, CVC and name for the demo provider's pages. */
export function CardFields({ form }: { form: UseFormReturnType<DemoCardBody> }) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Card number"
        placeholder="4242 4242 4242 4242"
        inputMode="numeric"
        autoComplete="off"
        {...form.getInputProps('cardNumber')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label="Expiry (MM/YY)" placeholder="12/34" autoComplete="off" {...form.getInputProps('expiry')} />
        <TextInput label="CVC" placeholder="123" inputMode="numeric" autoComplete="off" {...form.getInputProps('cvc')} />
      </SimpleGrid>
      <TextInput label="Name on card" autoComplete="off" {...form.getInputProps('name')} />
    </Stack>
  );
}

export const EMPTY_CARD: DemoCardBody = { cardNumber: '', expiry: '', cvc: '', name: '' };
