import { notifications } from '@mantine/notifications';

/** A short confirmation that an action worked, shown where the user is looking (not only in the top banner). */
export function notifyDone(notice: { title: string; message: string }): void {
  notifications.show({ title: notice.title, message: notice.message, color: 'green', autoClose: 7000, withBorder: true });
}
