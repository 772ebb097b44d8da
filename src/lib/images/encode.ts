// The shrinking itself, the same in a worker and on the main thread: scale a decoded image so its
// long side is at most `maxSide`, paint it on white (a transparent PNG must not turn black), and
// encode JPEG from quality 0.85 down until it fits the target; when even the lowest quality does
// not fit, scale down further. Encoding from pixels writes no EXIF block, so GPS and camera data
// never leave the phone.

export const MAX_SIDE = 2000;
export const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45] as const;
/** Each extra round makes the image this much smaller per side when no quality fits. */
const SCALE_STEP = 0.8;
/** Below this long side an ID card stops being legible: stop and keep the best try. */
const MIN_SIDE = 800;

export interface Drawable {
  readonly width: number;
  readonly height: number;
}

/** A canvas to paint `source` on at the given size and encode as JPEG. */
export type Encoder<S extends Drawable> = (source: S, width: number, height: number, quality: number) => Promise<Blob>;

export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The first JPEG under `targetBytes`, or the smallest one tried when none fits. */
export async function encodeUnder<S extends Drawable>(
  source: S,
  targetBytes: number,
  encode: Encoder<S>,
  maxSide: number = MAX_SIDE,
): Promise<Blob> {
  let size = fitWithin(source.width, source.height, maxSide);
  let smallest: Blob | null = null;
  for (;;) {
    for (const quality of QUALITIES) {
      const blob = await encode(source, size.width, size.height, quality);
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= targetBytes) return blob;
    }
    const longSide = Math.max(size.width, size.height);
    if (longSide * SCALE_STEP < MIN_SIDE) {
      if (smallest) return smallest;
      throw new Error('nothing was encoded');
    }
    size = fitWithin(size.width, size.height, Math.floor(longSide * SCALE_STEP));
  }
}

/** Paints on any 2D canvas (OffscreenCanvas or HTMLCanvasElement) with a white background. */
export function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  source: CanvasImageSource,
  width: number,
  height: number,
): void {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}
