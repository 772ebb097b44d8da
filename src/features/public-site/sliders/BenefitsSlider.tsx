// Benefits below 1024 px: a swipeable slider with pagination, one card a slide.
// Hydrated only when visible; above 1024 px its wrapper is hidden so it never loads there.
import type { ResponsiveImage } from '@/features/public-site/lib/images';
import ResponsivePicture from './ResponsivePicture';
import Slider from './Slider';

export interface BenefitSlide {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly image: ResponsiveImage;
}

interface Props {
  label: string;
  slides: readonly BenefitSlide[];
}

export default function BenefitsSlider({ label, slides }: Props) {
  return (
    <Slider label={label} className="benefits-slider">
      {slides.map((slide) => (
        <article key={slide.id} className="benefit-slide">
          <ResponsivePicture image={slide.image} className="benefit-slide-image" />
          <h3>{slide.title}</h3>
          <p>{slide.description}</p>
        </article>
      ))}
    </Slider>
  );
}
