/**
 * The heatmap / session-replay plugin (Hotjar), added at start-up only when the client config
 * carries a hotjarId. The loader is code in our bundle (no inline script) that adds the vendor's tag.
 */
interface HotjarWindow {
  hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
  _hjSettings?: { hjid: number | string; hjsv: number };
}

export function addHeatmapPlugin(hotjarId: string | undefined | null): boolean {
  const id = (hotjarId ?? '').trim();
  if (!id) return false;
  const w = window as unknown as HotjarWindow;
  if (w._hjSettings) return true;
  const queue: unknown[] = [];
  const hj = (...args: unknown[]) => {
    queue.push(args);
  };
  hj.q = queue;
  w.hj = hj;
  w._hjSettings = { hjid: id, hjsv: 6 };
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=6`;
  document.head.appendChild(script);
  return true;
}
