// Printing a document from the viewer: every page is drawn (with the viewer's rotation) into an
// image inside a print-only container, and the browser prints only that container (viewer.css).
import type { PageSource } from './page-source.ts';

/** Print resolution relative to CSS pixels at zoom 1 (about 150 dpi for PDF points). */
const PRINT_SCALE = 2;

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export async function printPages(
  host: HTMLElement,
  source: PageSource,
  rotation: number,
  title: string,
): Promise<void> {
  const container = document.createElement('div');
  container.className = 'viewer-print';
  const urls: string[] = [];
  for (let index = 0; index < source.pageCount; index += 1) {
    const canvas = document.createElement('canvas');
    await source.draw(canvas, index, PRINT_SCALE, rotation);
    const blob = await canvasBlob(canvas);
    if (!blob) continue;
    const url = URL.createObjectURL(blob);
    urls.push(url);
    const image = document.createElement('img');
    image.src = url;
    image.alt = `${title}, página ${index + 1}`;
    container.append(image);
  }
  host.append(container);
  await Promise.all([...container.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
  const cleanup = () => {
    container.remove();
    urls.forEach((url) => URL.revokeObjectURL(url));
  };
  window.addEventListener('afterprint', cleanup, { once: true });
  window.print();
  // Some browsers print synchronously without an afterprint event: clean up in any case later.
  setTimeout(cleanup, 60_000);
}
