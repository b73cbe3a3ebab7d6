import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { consentStore } from '../consent-store.ts';
import classes from './consent.module.css';

/**
 * Keeps the page's end clear of the banner: the document grows by the banner's height (and scrolling to an element
 * keeps it above the banner), so whatever the banner sits on can be scrolled out from under it.
 */
function useReservedSpace(banner: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const { body, documentElement } = document;
    const reserve = () => {
      const space = `${Math.ceil(element.getBoundingClientRect().height) + 16}px`;
      body.style.paddingBottom = space;
      documentElement.style.scrollPaddingBottom = space;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
      documentElement.style.scrollPaddingBottom = '';
    };
  }, [banner]);
}

/** First visit: the choice, with Accept all and Reject all side by side and equally prominent. */
export function ConsentBanner() {
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref);
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby="consent-banner-title"
      className={classes.banner}
      shadow="lg"
      withBorder
      px="md"
      py={8}
      radius="md"
      data-testid="consent-banner"
    >
      <div className={classes.text}>
        <Title order={2} id="consent-banner-title" fz="xs" className={classes.inline}>
          Your privacy choices
        </Title>{' '}
        <Text size="xs" className={classes.inline}>
          We use necessary services, including error reports without session replay. With your consent we also use session replay and a
          heatmap (analytics) and an ads tag (advertising). Change your choice any time under Privacy settings at the bottom of every page.
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        <Button size="xs" onClick={consentStore.rejectAll}>
          Reject all
        </Button>
        <Button size="xs" onClick={consentStore.acceptAll}>
          Accept all
        </Button>
        <Button size="xs" variant="default" onClick={consentStore.openSettings}>
          Choose
        </Button>
      </Group>
    </Paper>
  );
}
