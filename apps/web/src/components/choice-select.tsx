import { NativeSelect, type NativeSelectProps } from '@mantine/core';

export interface ChoiceSelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  /** The choices after the first option; a value of '' is the first option. */
  choices: { value: string; label: string }[];
  /** The first option, which clears the choice ("Any", "Default"). */
  anyLabel: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A filter's short, fixed list as the browser's own select: the phone's picker, the keyboard of the platform, and no
 * hidden list drawn with the page (Mantine's `Select` draws its options, hidden, when the page is drawn). Searchable
 * or long lists stay `Select` and `MultiSelect`.
 */
export function ChoiceSelect({ choices, anyLabel, onChange, ...props }: ChoiceSelectProps) {
  return <NativeSelect {...props} data={[{ value: '', label: anyLabel }, ...choices]} onChange={(e) => onChange(e.currentTarget.value)} />;
}
