/** Minor units (cents) as a price: 9900 usd → "$99". */
export function formatMoney(amount: number, currency: string): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100);
}

export function statusColor(status: string): string {
  if (status === 'active') return 'green';
  if (status === 'trialing') return 'brand';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'orange';
  return 'red';
}
