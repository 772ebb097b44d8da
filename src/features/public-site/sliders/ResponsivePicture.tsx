// A <picture> with AVIF and WebP sources prepared at build time (see lib/images.ts).
import type { ResponsiveImage } from '@/features/public-site/lib/images';

interface Props {
  image: ResponsiveImage;
  className?: string;
  /** Decorative use: the text beside it says the same. */
  decorative?: boolean;
}

export default function ResponsivePicture({ image, className, decorative = false }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={image.sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={image.sizes} />
      <img
        className={className}
        src={image.src}
        alt={decorative ? '' : image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
