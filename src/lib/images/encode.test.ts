import { describe, expect, it } from 'vitest';
import { encodeUnder, fitWithin, MAX_SIDE, QUALITIES } from './encode.ts';

/** An encoder whose JPEG size grows with the pixels and the quality, like a real one does. */
function fakeEncoder(bytesPerPixelAtFull: number) {
  const tries: { width: number; height: number; quality: number }[] = [];
  const encode = (_source: unknown, width: number, height: number, quality: number) => {
    tries.push({ width, height, quality });
    return Promise.resolve(new Blob([new Uint8Array(Math.round(width * height * quality * bytesPerPixelAtFull))]));
  };
  return { encode, tries };
}

const photo = { width: 4000, height: 3000 };

describe('fitting an image within 2000 px', () => {
  it('scales the long side down to 2000 px and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, MAX_SIDE)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000, MAX_SIDE)).toEqual({ width: 1500, height: 2000 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600, MAX_SIDE)).toEqual({ width: 800, height: 600 });
  });
});

describe('encoding under the target size', () => {
  it('starts at quality 0.85 and stops at the first try under the target', async () => {
    const { encode, tries } = fakeEncoder(0.3);
    const blob = await encodeUnder(photo, 600_000, encode);
    expect(tries.map((t) => t.quality)).toEqual([0.85, 0.75, 0.65]);
    expect(tries[0]).toMatchObject({ width: 2000, height: 1500 });
    expect(blob.size).toBeLessThanOrEqual(600_000);
  });

  it('scales further down when even the lowest quality is too big', async () => {
    const { encode, tries } = fakeEncoder(1);
    const blob = await encodeUnder(photo, 1024 * 1024, encode);
    expect(blob.size).toBeLessThanOrEqual(1024 * 1024);
    expect(tries.slice(0, QUALITIES.length).every((t) => t.width === 2000)).toBe(true);
    expect(tries.at(-1)?.width).toBeLessThan(2000);
  });

  it('gives back the smallest try when nothing legible fits, for the upload rule to refuse', async () => {
    const { encode, tries } = fakeEncoder(2);
    const blob = await encodeUnder(photo, 1000, encode);
    const smallest = Math.min(...tries.map((t) => Math.round(t.width * t.height * t.quality * 2)));
    expect(blob.size).toBe(smallest);
    expect(Math.min(...tries.map((t) => Math.max(t.width, t.height)))).toBeGreaterThanOrEqual(800);
  });
});
