/** What the unread badge shows: nothing at 0, the count up to 99, then "99+". */
export function unreadBadgeText(count: number | null | undefined): string | null {
  if (!count || count < 1 || !Number.isFinite(count)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The badge's accessible name: "1 unread message", "3 unread messages". */
export function unreadBadgeLabel(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}
