// What the viewers draw: a document's pages, from a PDF (pdf.js, loaded on demand with its worker
// served from the build, never a CDN) or from an image (one page). Each page draws itself into a
// canvas at a scale and rotation; the canvas is sized in CSS pixels and capped in real pixels so
// that zoom 50 never asks the browser for a canvas it cannot allocate.
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { sniffFileType } from '@/lib/validation/file-sniff.ts';

export interface PageSize {
  readonly width: number;
  readonly height: number;
}

export interface PageSource {
  readonly pageCount: number;
  /** Size at scale 1 and the given rotation. */
  readonly size: (pageIndex: number, rotation: number) => Promise<PageSize>;
  /** Draws the page into `canvas` at `scale` (CSS px per unit) and `rotation`. */
  readonly draw: (canvas: HTMLCanvasElement, pageIndex: number, scale: number, rotation: number) => Promise<void>;
  readonly destroy: () => void;
}

/** Largest canvas edge and area, in device pixels (below every browser's limit). */
const MAX_EDGE = 8192;
const MAX_AREA = 24_000_000;

let pdfjs: Promise<typeof import('pdfjs-dist')> | undefined;

function loadPdfJs() {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([library, worker]) => {
      library.GlobalWorkerOptions.workerSrc = worker.default;
      return library;
    },
  );
  return pdfjs;
}

/** Sets the canvas's CSS size and backing size (device pixels, capped) for a drawing. */
export function prepareCanvas(canvas: HTMLCanvasElement, cssWidth: number, cssHeight: number): number {
  const ratio = window.devicePixelRatio || 1;
  const cap = Math.min(1, MAX_EDGE / (cssWidth * ratio), MAX_EDGE / (cssHeight * ratio));
  const areaCap = Math.min(1, Math.sqrt(MAX_AREA / (cssWidth * ratio * cssHeight * ratio)));
  const pixelRatio = ratio * Math.min(cap, areaCap);
  canvas.width = Math.max(1, Math.floor(cssWidth * pixelRatio));
  canvas.height = Math.max(1, Math.floor(cssHeight * pixelRatio));
  canvas.style.width = `${Math.round(cssWidth)}px`;
  canvas.style.height = `${Math.round(cssHeight)}px`;
  return pixelRatio;
}

async function pdfSource(bytes: Uint8Array): Promise<PageSource> {
  const library = await loadPdfJs();
  const loading = library.getDocument({ data: bytes, useWasm: false, verbosity: library.VerbosityLevel.ERRORS });
  const document: PDFDocumentProxy = await loading.promise;
  let task: { cancel: () => void } | null = null;
  return {
    pageCount: document.numPages,
    size: async (pageIndex, rotation) => {
      const page = await document.getPage(pageIndex + 1);
      const viewport = page.getViewport({ scale: 1, rotation: (page.rotate + rotation) % 360 });
      return { width: viewport.width, height: viewport.height };
    },
    draw: async (canvas, pageIndex, scale, rotation) => {
      task?.cancel();
      const page = await document.getPage(pageIndex + 1);
      const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
      const pixelRatio = prepareCanvas(canvas, viewport.width, viewport.height);
      const render = page.render({
        canvas,
        viewport,
        transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
      });
      task = render;
      try {
        await render.promise;
      } catch (error) {
        if (error instanceof Error && error.name === 'RenderingCancelledException') return;
        throw error;
      }
    },
    destroy: () => {
      task?.cancel();
      void loading.destroy();
    },
  };
}

async function imageSource(blob: Blob): Promise<PageSource> {
  const bitmap = await createImageBitmap(blob);
  const size = (rotation: number): PageSize =>
    rotation % 180 === 0
      ? { width: bitmap.width, height: bitmap.height }
      : { width: bitmap.height, height: bitmap.width };
  return {
    pageCount: 1,
    size: (_pageIndex, rotation) => Promise.resolve(size(rotation)),
    draw: (canvas, _pageIndex, scale, rotation) => {
      const target = size(rotation);
      const pixelRatio = prepareCanvas(canvas, target.width * scale, target.height * scale);
      const context = canvas.getContext('2d');
      if (!context) return Promise.resolve();
      const factor = scale * pixelRatio;
      context.setTransform(factor, 0, 0, factor, 0, 0);
      context.translate(target.width / 2, target.height / 2);
      context.rotate((rotation * Math.PI) / 180);
      context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
      return Promise.resolve();
    },
    destroy: () => bitmap.close(),
  };
}

/** Opens a downloaded document: PDF when its bytes say so, otherwise an image. */
export async function openPageSource(blob: Blob): Promise<PageSource> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (sniffFileType(bytes.subarray(0, 8)) === 'pdf') return pdfSource(bytes);
  return imageSource(blob);
}
