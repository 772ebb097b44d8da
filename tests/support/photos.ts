// Camera-like photos made at test time, shared by the end-to-end tests and the field benchmark:
// a gradient under per-pixel noise (which compresses about as badly as a real photo) drawn by
// Chromium and encoded as JPEG 0.92, plus an EXIF block that says "rotate" and a PDF of any size.
import type { Page } from '@playwright/test';

export const MB = 1024 * 1024;

export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface PhotoOptions {
  readonly width?: number;
  readonly height?: number;
  /** How much grain each pixel gets (0–255): more grain, bigger file. */
  readonly noise?: number;
}

/**
 * A camera-like JPEG, 4000×3000 unless told, with a red block in the top-left fifth of the stored
 * pixels (so a test can tell which way up the stored image is).
 */
export async function noisyPhoto(page: Page, name: string, options: PhotoOptions = {}): Promise<Upload> {
  const { width = 4000, height = 3000, noise = 60 } = options;
  const base64 = await page.evaluate(
    async ([w, h, amount]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const pixels = context.createImageData(w, h);
      const data = pixels.data;
      for (let y = 0; y < h; y += 1) {
        for (let x = 0; x < w; x += 1) {
          const i = (y * w + x) * 4;
          const grain = Math.random() * amount;
          data[i] = 90 + (x / w) * 100 + grain;
          data[i + 1] = 110 + (y / h) * 80 + grain;
          data[i + 2] = 140 + grain;
          data[i + 3] = 255;
        }
      }
      context.putImageData(pixels, 0, 0);
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, Math.round(w / 5), Math.round(h / 5));
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [width, height, noise] as const,
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Draws 4000×3000 photos until one lands within 0.4 MB of the wanted size (grain sets the size). */
export async function photoOfAbout(page: Page, name: string, megabytes: number): Promise<Upload> {
  let noise = 20 + megabytes * 8;
  let photo = await noisyPhoto(page, name, { noise });
  for (let attempt = 0; attempt < 5 && Math.abs(photo.buffer.length / MB - megabytes) > 0.4; attempt += 1) {
    noise = Math.min(255, noise * (megabytes / (photo.buffer.length / MB)) ** 1.3);
    photo = await noisyPhoto(page, name, { noise });
  }
  return photo;
}

/** The same JPEG with an EXIF block saying "rotate 90° clockwise to display" (Orientation 6). */
export function withExifOrientation6(jpeg: Buffer): Buffer {
  // Big-endian TIFF header with the first IFD at 8; one entry: Orientation (0x0112), SHORT, 1, = 6;
  // no next IFD.
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00,
    0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

/** A one-page PDF with nothing in it: what the API reads as a real PDF (it writes uploads again with pdf-lib). */
export const ONE_PAGE_PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** A PDF of the given size: a one-page PDF around a comment of filler bytes. */
export function bigPdf(name: string, bytes: number): Upload {
  const head = Buffer.from(`${ONE_PAGE_PDF.replace(/trailer[\s\S]*$/, '')}% `);
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const body = Buffer.alloc(bytes - head.length - tail.length, 0x41);
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, body, tail]) };
}
