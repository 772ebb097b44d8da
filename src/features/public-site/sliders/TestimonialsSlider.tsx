// Success-story slider of the contact section: name, role line, photo, comment
// clamped to 5 lines and a 5-star rating (0–10 points, an odd value a half star).
import { ratingLabel, ratingStars, type Star } from '@/features/public-site/lib/copy';
import type { ResponsiveImage } from '@/features/public-site/lib/images';
import ResponsivePicture from './ResponsivePicture';
import Slider from './Slider';
import './testimonials.css';

export interface Testimonial {
  readonly id: string;
  readonly name: string;
  readonly subCargo: string;
  readonly comment: string;
  readonly start: number;
  readonly img: ResponsiveImage;
}

interface Props {
  label: string;
  testimonials: readonly Testimonial[];
}

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function StarIcon({ kind, id }: { kind: Star; id: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      className={`star star-${kind}`}
    >
      {kind === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="#c5cee0" />
          </linearGradient>
        </defs>
      )}
      <path d={STAR_PATH} fill={kind === 'half' ? `url(#${id})` : 'currentColor'} />
    </svg>
  );
}

export default function TestimonialsSlider({ label, testimonials }: Props) {
  return (
    <Slider label={label} className="testimonials-slider">
      {testimonials.map((item) => (
        <figure key={item.id} className="testimonial">
          <p className="rating" role="img" aria-label={ratingLabel(item.start)}>
            {ratingStars(item.start).map((kind, star) => (
              <StarIcon key={star} kind={kind} id={`half-${item.id}-${star}`} />
            ))}
          </p>
          <blockquote className="comment">
            <p data-preview>{item.comment}</p>
          </blockquote>
          <figcaption className="author">
            <ResponsivePicture image={item.img} className="avatar" decorative />
            <span>
              <span className="author-name">{item.name}</span>
              <span className="author-role">{item.subCargo}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </Slider>
  );
}
