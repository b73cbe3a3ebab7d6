import { useEffect, useRef, useState } from 'react';

/**
 * The height that makes an element reach the bottom of the window from where it starts on the page
 * (below the header, banners and page title), at least `min`. Follows window resizes and banners
 * appearing above it.
 */
export function useFillHeight<T extends HTMLElement>(min: number, bottomGap = 16) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof window === 'undefined') return undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(min, Math.round(window.innerHeight - top - bottomGap));
      setHeight((current) => (current === next ? current : next));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const main = element.closest('main') ?? document.body;
    observer?.observe(main);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [min, bottomGap]);
  return { ref, height };
}
