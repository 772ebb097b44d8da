// The page area of a viewer: the current page drawn on a canvas that fits the area at zoom 1 and
// grows with the zoom (the area scrolls); a double-click zooms in.
import { useEffect, useRef, useState } from 'react';
import type { PageSource } from './page-source.ts';

interface PageViewProps {
  readonly source: PageSource;
  readonly pageIndex: number;
  readonly zoom: number;
  readonly rotation: number;
  readonly label: string;
  readonly onZoomIn: () => void;
  readonly onError: () => void;
}

const PADDING = 32;

export function PageView({ source, pageIndex, zoom, rotation, label, onZoomIn, onError }: PageViewProps) {
  const area = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setBox((current) =>
        current && Math.abs(current.width - width) < 1 && Math.abs(current.height - height) < 1
          ? current
          : { width, height },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (!target || !box) return;
    const run = { cancelled: false };
    void (async () => {
      try {
        const size = await source.size(pageIndex, rotation);
        const fit = Math.min((box.width - PADDING) / size.width, (box.height - PADDING) / size.height);
        if (!run.cancelled) await source.draw(target, pageIndex, Math.max(0.1, fit) * zoom, rotation);
      } catch {
        if (!run.cancelled) onError();
      }
    })();
    return () => {
      run.cancelled = true;
    };
  }, [source, pageIndex, zoom, rotation, box, onError]);

  return (
    // The scrollable page area is focusable so keyboard users can scroll a zoomed page.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={area} className="viewer-area" tabIndex={0} role="region" aria-label="Página del documento">
      <canvas ref={canvas} className="viewer-canvas" role="img" aria-label={label} onDoubleClick={onZoomIn} />
    </div>
  );
}
