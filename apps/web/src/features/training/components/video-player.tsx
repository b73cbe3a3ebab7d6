import { Anchor, AspectRatio, Text } from '@mantine/core';
import type { VideoEmbed } from '@talentmatch/shared/training';

/** YouTube (no-cookie) and Vimeo (dnt) play in a frame the content policy allows; any other address is a link. */
export function VideoPlayer({ video, title }: { video: VideoEmbed; title: string }) {
  if (video.provider === 'link') {
    return (
      <Text size="sm">
        Watch the video:{' '}
        <Anchor href={video.url} target="_blank" rel="noopener noreferrer">
          {video.url}
        </Anchor>
      </Text>
    );
  }
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        src={video.url}
        title={title}
        allow="fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0, borderRadius: 8 }}
      />
    </AspectRatio>
  );
}
