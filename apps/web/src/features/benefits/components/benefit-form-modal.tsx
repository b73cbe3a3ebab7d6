import { Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BENEFIT_ICONS, benefitBody, type Benefit, type BenefitBody } from '@talentmatch/shared/companies';
import { useEffect } from 'react';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useSaveBenefit } from '../api/save-benefit.ts';
import { BenefitIcon } from './benefit-icon.tsx';

type Values = Required<BenefitBody>;
const EMPTY: Values = { name: '', description: '', icon: 'gift', isActive: true };

/** Create (no benefit) or edit a catalogue benefit in a dialog. */
export function BenefitFormModal({ opened, benefit, onClose }: { opened: boolean; benefit: Benefit | null; onClose: () => void }) {
  const save = useSaveBenefit();
  const form = useForm<Values>({ initialValues: EMPTY, validate: validateWith<Values>(benefitBody) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill the form only when the modal opens or its benefit changes (the form object is new each render)
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      benefit
        ? { name: benefit.name, description: benefit.description, icon: benefit.icon as Values['icon'], isActive: benefit.isActive }
        : EMPTY,
    );
    form.resetDirty();
    form.clearErrors();
  }, [opened, benefit]);

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => save.mutateAsync({ id: benefit?.id, body: values }), {
      info: benefit ? `${values.name} has been saved.` : `${values.name} has been added to the catalogue.`,
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['name', 'description', 'icon', 'isActive'])),
    });
    if (result.ok) onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={benefit ? 'Edit benefit' : 'Add a benefit'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required maxLength={80} data-autofocus {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} maxLength={500} {...form.getInputProps('description')} />
          <Select
            label="Icon"
            data={BENEFIT_ICONS.map((icon) => ({ value: icon, label: icon.replace(/-/g, ' ') }))}
            leftSection={<BenefitIcon name={form.values.icon} />}
            renderOption={({ option }) => (
              <Group gap="xs">
                <BenefitIcon name={option.value} />
                {option.label}
              </Group>
            )}
            allowDeselect={false}
            searchable
            {...form.getInputProps('icon')}
          />
          <Switch label="Active (companies can choose it)" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {benefit ? 'Save benefit' : 'Add benefit'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
