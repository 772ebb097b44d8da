// Responsive image sources for React islands: the AVIF and WebP srcsets astro:assets builds,
// handed to the island as plain props (islands cannot import astro:assets).
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

export interface ResponsiveImage {
  readonly avif: string;
  readonly webp: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly sizes: string;
  readonly alt: string;
}

export async function responsiveImage(
  source: ImageMetadata,
  options: { widths: number[]; sizes: string; alt: string; width: number },
): Promise<ResponsiveImage> {
  const height = Math.round((source.height / source.width) * options.width);
  const [avif, webp] = await Promise.all(
    (['avif', 'webp'] as const).map((format) =>
      getImage({ src: source, widths: options.widths, sizes: options.sizes, format, width: options.width, height }),
    ),
  );
  if (!avif || !webp) throw new Error('image transform failed');
  return {
    avif: avif.srcSet.attribute,
    webp: webp.srcSet.attribute,
    src: webp.src,
    width: options.width,
    height,
    sizes: options.sizes,
    alt: options.alt,
  };
}
