// Shrinks one image off the main thread: decode with the EXIF orientation applied, then
// encodeUnder() on an OffscreenCanvas. Answers { blob } or { error } for the request's id.
import { encodeUnder, paint } from './encode.ts';

export interface ShrinkJob {
  readonly id: number;
  readonly file: Blob;
  readonly targetBytes: number;
  readonly maxSide: number;
}

export type ShrinkAnswer =
  | {
      readonly id: number;
      readonly blob: Blob;
      readonly width: number;
      readonly height: number;
      readonly kept: boolean;
    }
  | { readonly id: number; readonly error: string };

async function shrink(job: ShrinkJob): Promise<ShrinkAnswer> {
  const bitmap = await createImageBitmap(job.file, { imageOrientation: 'from-image' });
  try {
    if (job.file.size <= job.targetBytes && Math.max(bitmap.width, bitmap.height) <= job.maxSide) {
      return { id: job.id, blob: job.file, width: bitmap.width, height: bitmap.height, kept: true };
    }
    let last = { width: bitmap.width, height: bitmap.height };
    const blob = await encodeUnder(
      bitmap,
      job.targetBytes,
      async (source, width, height, quality) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        paint(context, source, width, height);
        last = { width, height };
        return canvas.convertToBlob({ type: 'image/jpeg', quality });
      },
      job.maxSide,
    );
    return { id: job.id, blob, ...last, kept: false };
  } finally {
    bitmap.close();
  }
}

self.addEventListener('message', (event: MessageEvent<ShrinkJob>) => {
  const job = event.data;
  shrink(job).then(
    (answer) => self.postMessage(answer),
    (error: unknown) => self.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
