// Files the seed stores: PDFs from the tiny PDF writer and generated PNG images. The seed's rows
// are written in one synchronous transaction, so its files are gathered first (SeedFiles) and put
// in the file store once the rows are in; their keys are the paths the rows name.
import type { BlobStore } from '../lib/blobs/store.ts';
import { createPdf } from '../lib/pdf.ts';
import { createBadgePng } from '../lib/png.ts';
import type { Rgb } from '../lib/png.ts';

/** The files a seed has written, by key, until they are put in the store. */
export class SeedFiles {
  readonly #files = new Map<string, Uint8Array>();

  write(key: string, bytes: Uint8Array): void {
    this.#files.set(key, bytes);
  }

  /** A file this seed wrote; throws for one it did not. */
  read(key: string): Uint8Array {
    const bytes = this.#files.get(key);
    if (!bytes) throw new Error(`Seed file not written: ${key}`);
    return bytes;
  }

  /** Puts every gathered file in the store, a few at a time. */
  async flush(store: BlobStore): Promise<void> {
    const entries = [...this.#files];
    for (let start = 0; start < entries.length; start += 8) {
      await Promise.all(entries.slice(start, start + 8).map(([key, bytes]) => store.put(key, bytes)));
    }
    this.#files.clear();
  }
}

export function writeSeedFile(files: SeedFiles, relativePath: string, bytes: Uint8Array): void {
  files.write(relativePath, bytes);
}

/** The last segment of a path or URL path ('/public-files/logos/a.png' → 'a.png'). */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Removes every stored file (seeded and uploaded) before a reseed. */
export async function clearFiles(store: BlobStore): Promise<void> {
  for await (const key of store.list('')) await store.delete(key);
}

const PALETTE: readonly (readonly [Rgb, Rgb])[] = [
  [
    [25, 118, 210],
    [13, 71, 161],
  ],
  [
    [46, 125, 50],
    [27, 94, 32],
  ],
  [
    [239, 108, 0],
    [191, 54, 12],
  ],
  [
    [94, 53, 177],
    [49, 27, 146],
  ],
];

// Drawing and compressing the images was half of a demo reset, which the end-to-end suite makes
// before most tests: each colour and size is drawn once per process. Callers only write the bytes.
const drawn = new Map<string, Buffer>();

/** A small PNG whose colours depend on `seed` (a stand-in for a photo, logo or scan). */
export function samplePng(seed: number, size = 48): Buffer {
  const colours = seed % PALETTE.length;
  const key = `${colours}:${size}`;
  const known = drawn.get(key);
  if (known) return known;
  const [base, accent] = PALETTE[colours] ?? [
    [0, 0, 0],
    [255, 255, 255],
  ];
  const png = createBadgePng(size, base, accent);
  drawn.set(key, png);
  return png;
}

/** A two- or three-page PDF about `title`, signed for `holder`. */
export function samplePdf(title: string, holder: string, pages = 2): Buffer {
  const body = [
    [
      `Titular: ${holder}`,
      'Documento generado para la demostración de Enlista.',
      'Este archivo reemplaza al documento original y no tiene validez legal.',
      '',
      'Cláusula primera: el titular declara que los datos entregados son verídicos.',
      'Cláusula segunda: la empresa revisará la documentación en un plazo de 48 horas.',
    ],
    [
      'Cláusula tercera: la información se conserva por 12 meses tras el término del servicio.',
      'Cláusula cuarta: la firma electrónica tiene el mismo valor que la firma manuscrita.',
      '',
      'Santiago de Chile.',
    ],
    [
      'Anexo: detalle de tarifas por entrega y zonas de operación.',
      'Zona Centro: tarifa base por bulto según capacidad del vehículo.',
      'Zona Sur y Zona Norte: recargo por distancia acordado con la empresa.',
    ],
  ];
  return createPdf({ title, pages: body.slice(0, Math.max(1, Math.min(pages, body.length))) });
}
