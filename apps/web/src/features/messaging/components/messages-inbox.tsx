import { Center, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { messagesPath, MOBILE_QUERY, type MessagingArea } from '../messaging-paths.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessageThread } from './message-thread.tsx';
import classes from './messaging.module.css';
import { useFillHeight } from './use-fill-height.ts';

const NOTHING_SELECTED: Record<MessagingArea, string> = {
  candidate: 'Choose a conversation on the left to read it and reply.',
  employer: 'Choose a conversation on the left to read it and reply.',
  admin: 'Choose a conversation on the left to read it.',
};

/**
 * The two panes: conversations and the selected thread (`?c=<conversationId>`, so other pages and
 * emails can link to one). Below 768 px one pane at a time, with a back button in the thread.
 */
export function MessagesInbox({ area }: { area: MessagingArea }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = searchParams.get('c');
  const mobile = useMediaQuery(MOBILE_QUERY);
  // at least room for a readable thread under its header and above the composer: with banners above, the page scrolls instead
  const fill = useFillHeight<HTMLDivElement>(mobile ? 420 : 640);
  return (
    <div
      ref={fill.ref}
      className={classes.inbox}
      style={fill.height ? { height: fill.height } : undefined}
      data-pane={selectedId ? 'thread' : 'list'}
      data-testid="messages-inbox"
    >
      <section className={classes.listPane} aria-label="Conversations">
        <ConversationList area={area} selectedId={selectedId} />
      </section>
      <section className={classes.threadPane} aria-label="Conversation">
        {selectedId ? (
          <MessageThread key={selectedId} conversationId={selectedId} area={area} onBack={() => void navigate(messagesPath(area))} />
        ) : (
          <Center className={classes.placeholder}>
            <Stack align="center" gap="xs">
              <IconMessageCircle size={40} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text c="dimmed" size="sm" ta="center">
                {NOTHING_SELECTED[area]}
              </Text>
            </Stack>
          </Center>
        )}
      </section>
    </div>
  );
}
