// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkImage } from './shrink.ts';
import { formatMegabytes, shrinkLine } from './sizes.ts';

const MB = 1024 * 1024;
const file = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's decoder and canvas, faked: a bitmap of the given oriented size; JPEGs of ~0.1 byte/px. */
function fakeBrowser(width: number, height: number) {
  const decode = vi.fn<(file: Blob, options?: ImageBitmapOptions) => Promise<unknown>>(() =>
    Promise.resolve({ width, height, close: vi.fn() }),
  );
  vi.stubGlobal('createImageBitmap', decode);
  const canvases: { width: number; height: number }[] = [];
  const context = { fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '', imageSmoothingQuality: 'low' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    canvases.push({ width: this.width, height: this.height });
    return context as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done,
    type,
    quality,
  ) {
    done(
      new Blob([new Uint8Array(Math.round(this.width * this.height * 0.2 * Number(quality)))], type ? { type } : {}),
    );
  });
  return { decode, canvases };
}

describe('shrinking a picked image', () => {
  it('turns a 6 MB phone photo into a JPEG under 1 MB, at most 2000 px, without EXIF', async () => {
    fakeBrowser(4000, 3000);
    const result = await shrinkImage(file(6 * MB, 'carnet.png', 'image/png'));
    expect(result.shrunk).toBe(true);
    expect(result.originalBytes).toBe(6 * MB);
    expect(result.file.size).toBeLessThanOrEqual(MB);
    expect(result.file).toMatchObject({ name: 'carnet.jpg', type: 'image/jpeg' });
  });

  it('decodes with the EXIF orientation applied, so a portrait photo stays portrait', async () => {
    const { decode, canvases } = fakeBrowser(3000, 4000);
    await shrinkImage(file(5 * MB, 'licencia.jpg', 'image/jpeg'));
    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(canvases[0]).toMatchObject({ width: 1500, height: 2000 });
  });

  it('aims under the rule’s own limit when it is below 1 MB', async () => {
    fakeBrowser(4000, 3000);
    const result = await shrinkImage(file(4 * MB, 'foto.jpg', 'image/jpeg'), { targetBytes: 200_000 });
    expect(result.file.size).toBeLessThanOrEqual(200_000);
  });

  it('leaves an image already under the target and within 2000 px untouched', async () => {
    fakeBrowser(1600, 1200);
    const original = file(400_000, 'foto.jpg', 'image/jpeg');
    const result = await shrinkImage(original);
    expect(result).toEqual({ file: original, originalBytes: 400_000, shrunk: false });
  });

  it('re-encodes a small file that is larger than 2000 px', async () => {
    fakeBrowser(2400, 1800);
    const result = await shrinkImage(file(900_000, 'foto.jpg', 'image/jpeg'));
    expect(result.shrunk).toBe(true);
  });

  it('never alters a PDF', async () => {
    const { decode } = fakeBrowser(4000, 3000);
    const pdf = file(15 * MB, 'contrato.pdf', 'application/pdf');
    expect(await shrinkImage(pdf)).toEqual({ file: pdf, originalBytes: 15 * MB, shrunk: false });
    expect(decode).not.toHaveBeenCalled();
  });

  it('hands back a file the browser cannot decode, for the upload rule to judge', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('bad image', 'InvalidStateError')));
    const broken = file(5 * MB, 'foto.jpg', 'image/jpeg');
    expect(await shrinkImage(broken)).toEqual({ file: broken, originalBytes: 5 * MB, shrunk: false });
  });
});

describe('sizes as a person reads them', () => {
  it('writes megabytes with a decimal comma', () => {
    expect(formatMegabytes(4.8 * MB)).toBe('4,8 MB');
    expect(formatMegabytes(20_000)).toBe('0,1 MB');
  });

  it('shows the size before and after shrinking', () => {
    expect(shrinkLine(4.8 * MB, 0.6 * MB)).toBe('4,8 MB → 0,6 MB');
  });
});
