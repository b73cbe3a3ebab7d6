import type { ConversationPreviewList, Message, MessageView, UnreadCount } from '@talentmatch/shared/messaging';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys.ts';
import { orderMessages } from '../components/message-format.ts';
import {
  attachmentToProfileResume,
  getAttachmentBlob,
  getMessages,
  getMessageView,
  getPreviews,
  markConversationRead,
  sendMessage,
  type SendMessageInput,
} from './messaging-api.ts';

const PREVIEWS_PAGE_SIZE = 20;

/** The conversation list: search and the unread filter; "Load more" fetches the next page. */
export function usePreviews(search: string, unreadOnly: boolean) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.messages.previews({ search, unreadOnly }),
    queryFn: ({ pageParam, signal }) => getPreviews({ search, unreadOnly, page: pageParam, pageSize: PREVIEWS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationPreviewList) => (last.page * last.pageSize < last.totalRecords ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((item) => {
        if (seen.has(item.id)) return false;
        seen.add(item.id);
        return true;
      });
  }, [query.data]);
  const totalRecords = query.data?.pages[0]?.totalRecords ?? 0;
  return { ...query, items, totalRecords };
}

/** One page of the thread: the first carries the whole view (conversation, participants, canPost). */
export interface ThreadPage {
  view: MessageView | null;
  messages: Message[];
  nextBefore: string | null;
}

/** The thread of a conversation: message-view first, then older pages with `before` ("Load earlier"). */
export function useThread(conversationId: string | null) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.messages.thread(conversationId ?? ''),
    queryFn: async ({ pageParam, signal }): Promise<ThreadPage> => {
      const id = conversationId ?? '';
      if (pageParam === null) {
        const view = await getMessageView(id, signal);
        return { view, messages: view.messages.items, nextBefore: view.messages.nextBefore };
      }
      const page = await getMessages(id, pageParam, signal);
      return { view: null, messages: page.items, nextBefore: page.nextBefore };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: ThreadPage) => last.nextBefore ?? undefined,
    enabled: Boolean(conversationId),
    retry: false,
  });
  const view = query.data?.pages[0]?.view ?? null;
  const messages = useMemo(() => orderMessages((query.data?.pages ?? []).flatMap((page) => page.messages)), [query.data]);
  return { ...query, view, messages };
}

/** Marks the conversation read and applies the new unread count at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (answer: UnreadCount | undefined, conversationId) => {
      if (answer && typeof answer.count === 'number')
        queryClient.setQueryData<UnreadCount>(queryKeys.messages.unreadCount(), { count: answer.count });
      else void queryClient.invalidateQueries({ queryKey: queryKeys.messages.unreadCount() });
      queryClient.setQueryData<InfiniteData<ThreadPage>>(queryKeys.messages.thread(conversationId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, messages: page.messages.map((m) => (m.read ? m : { ...m, read: true })) })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.previewsAll() });
    },
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(input),
    onSuccess: (_message, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.thread(input.conversationId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.previewsAll() });
    },
  });
}

export function useAttachmentAsResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, attachmentId }: { candidateId: string; attachmentId: string }) =>
      attachmentToProfileResume(candidateId, attachmentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.all() }),
  });
}

/** The bytes of an attachment (fetched with the bearer token) and an object URL for them while mounted. */
export function useAttachmentUrl(attachment: { id: string; url: string }, enabled: boolean) {
  const query = useQuery({
    queryKey: queryKeys.messages.attachment(attachment.id),
    queryFn: ({ signal }) => getAttachmentBlob(attachment, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
  const blob = query.data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { url, isPending: enabled && query.isPending, isError: query.isError, error: query.error, blob };
}

/** Saves a protected attachment under its name (Word documents are downloaded, not shown). */
export async function downloadAttachment(attachment: { id: string; url: string; fileName: string }): Promise<void> {
  const blob = await getAttachmentBlob(attachment);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
