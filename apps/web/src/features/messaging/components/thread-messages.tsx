import { Badge, Group, Text } from '@mantine/core';
import { MESSAGE_TEMPLATE_LABELS } from '@talentmatch/shared/hiring';
import type { Message } from '@talentmatch/shared/messaging';
import { IconRoute } from '@tabler/icons-react';
import type { MessagingArea } from '../messaging-paths.ts';
import { AttachmentCard } from './attachment-card.tsx';
import { clockTime, fullDateTime, groupMessages } from './message-format.ts';
import classes from './messaging.module.css';

export interface ThreadMessagesProps {
  messages: readonly Message[];
  area: MessagingArea;
  /** a candidate's own id: their PDF and Word attachments can become the profile resume */
  resumeCandidateId?: string | null;
  now?: number;
}

const SIDE_NAMES = { candidate: 'Candidate', employer: 'Hiring team', system: 'TalentMatch' } as const;

/** The bubbles of a thread, grouped by sender and day; own messages on the right. */
export function ThreadMessages({ messages, area, resumeCandidateId = null, now }: ThreadMessagesProps) {
  const groups = groupMessages(messages, area, now);
  return (
    <ol aria-label="Messages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {groups.map((group) => (
        <li key={group.key}>
          {group.day ? (
            // biome-ignore lint/a11y/useSemanticElements: the day divider shows its date as text, which an <hr> cannot hold
            <div className={classes.day} role="separator" aria-label={group.day}>
              {group.day}
            </div>
          ) : null}
          <div className={classes.group} data-align={group.align} data-own={group.fromMe || undefined} data-testid="message-group">
            <Text size="xs" c="dimmed" px={4}>
              <Text span fw={600} c="dark" size="xs">
                {group.senderName}
              </Text>
              {area === 'admin' && group.side !== 'system' ? ` · ${SIDE_NAMES[group.side]}` : ''}
              {' · '}
              <time dateTime={group.messages[0]?.createdAt} title={fullDateTime(group.messages[0]?.createdAt)}>
                {clockTime(group.messages[0]?.createdAt)}
              </time>
            </Text>
            {group.messages.map((message) => (
              <MessageItem key={message.id} message={message} resumeCandidateId={resumeCandidateId} />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** What an automatic message is: the hiring step's template, posted under the name of whoever made the step. */
const AUTOMATIC_NOTE = 'Written from the hiring step’s template, not typed by the sender';

function MessageItem({ message, resumeCandidateId }: { message: Message; resumeCandidateId: string | null }) {
  const template = message.templateType;
  const hasText = message.body.trim().length > 0;
  return (
    <article
      aria-label={`${message.fromMe ? 'You' : message.sender.name}, ${fullDateTime(message.createdAt)}${template ? `, sent automatically for the hiring step: ${MESSAGE_TEMPLATE_LABELS[template]}` : ''}`}
      data-testid="message"
      data-message-id={message.id}
      style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'inherit', maxWidth: '100%' }}
    >
      {template ? (
        <Group gap={4}>
          <Badge
            size="sm"
            variant="light"
            color="yellow"
            tt="none"
            fw={600}
            leftSection={<IconRoute size={11} aria-hidden />}
            data-testid="template-label"
            title={`${AUTOMATIC_NOTE} (${MESSAGE_TEMPLATE_LABELS[template]})`}
          >
            Sent automatically · {MESSAGE_TEMPLATE_LABELS[template]}
          </Badge>
        </Group>
      ) : null}
      {hasText ? (
        <div
          className={classes.bubble}
          data-template={template ? true : undefined}
          data-system={message.sender.side === 'system' || undefined}
        >
          {message.body}
        </div>
      ) : null}
      {message.attachment ? <AttachmentCard attachment={message.attachment} resumeCandidateId={resumeCandidateId} /> : null}
    </article>
  );
}
