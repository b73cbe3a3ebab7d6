import { useEffect, useState } from 'react';

/**
 * A Select's or MultiSelect's option list drawn once the reader comes to the field (focus or pointer) instead of,
 * hidden, with the page. Mantine keeps a combobox's list mounted from its first render: on the employer's candidate
 * search the two lists' first draw and floating-ui positioning were most of the long task after the page's data
 * arrived.
 * The field must name its list when it first opens (`aria-expanded`, `aria-controls`), and Mantine reads the list's
 * id, which the list reports from an effect, only when the field draws. The list reports twice: when it mounts, and
 * when Mantine's `useId` gives it its final id a draw later. So once the reader has come the field draws twice more,
 * each time after the list's effects (a child's effects run before its parent's), before the reader can open it.
 * Spread `fieldProps` on the Select, after the caller's props (a field leaves `ListOnDemandProps` out of its own props,
 * so no caller's handler is silently replaced); `wanted` tells whether the reader has come (e.g. to fetch the options).
 */
export function useListOnDemand() {
  const [wanted, setWanted] = useState(false);
  const [draws, setDraws] = useState(0);
  useEffect(() => {
    if (wanted && draws < 2) setDraws(draws + 1);
  }, [wanted, draws]);
  const want = () => setWanted(true);
  return { wanted, fieldProps: { onFocus: want, onPointerEnter: want, comboboxProps: { keepMounted: wanted } } };
}

/** The Select props `useListOnDemand` sets. */
export type ListOnDemandProps = keyof ReturnType<typeof useListOnDemand>['fieldProps'];
