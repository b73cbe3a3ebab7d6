import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CREATABLE_ROLES, createUserBody, type CreateUserBody } from '@talentmatch/shared/administration';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useCreateUser } from '../api/create-user.ts';

const FIELDS = ['email', 'firstName', 'lastName', 'phoneNumber', 'role'] as const;

/** POST api/user: the person gets an email with a link to choose a password. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const navigate = useNavigate();
  const form = useForm<CreateUserBody>({
    mode: 'controlled',
    initialValues: { email: '', firstName: '', lastName: '', phoneNumber: '', role: 'Candidate' },
    validate: validateWith<CreateUserBody>(createUserBody),
  });
  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => create.mutateAsync(values), {
      info: 'The user was created and has an email to choose a password.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
    if (result.ok) {
      onClose();
      form.reset();
      navigate(paths.admin.userEdit(result.value.id));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title="New user" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Email" required {...form.getInputProps('email')} />
          <Group grow>
            <TextInput label="First name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label="Phone number" {...form.getInputProps('phoneNumber')} />
          <Select label="Role" data={[...CREATABLE_ROLES]} allowDeselect={false} {...form.getInputProps('role')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create and send the email
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
