// A Swiper slider rendered by React and driven by Swiper's core (no swiper/react wrapper and no
// Pagination module: both cost bytes the home budget cannot spare). Slides and pagination bullets
// are server-rendered with their final layout, so nothing shifts when Swiper attaches after the
// island hydrates; the bullets are real buttons and the active one carries aria-current.
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import Swiper from 'swiper';
import 'swiper/css';
import { bulletLabel, slideLabel } from './slider-options';
import './sliders.css';

interface Props {
  label: string;
  className: string;
  children: ReactNode;
}

export default function Slider({ label, className, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!root.current) return;
    const instance = new Swiper(root.current, {
      slidesPerView: 1,
      spaceBetween: 16,
      on: { slideChange: (current) => setActive(current.realIndex) },
    });
    swiper.current = instance;
    return () => {
      instance.destroy(true, true);
      swiper.current = null;
    };
  }, []);

  const slides = Children.toArray(children);
  return (
    <div className={`slider ${className}`} role="region" aria-roledescription="carrusel" aria-label={label}>
      <div ref={root} className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={index} className="swiper-slide" role="group" aria-label={slideLabel(index, slides.length)}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="slider-bullets">
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            className="slider-bullet"
            aria-label={bulletLabel(index)}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => swiper.current?.slideTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
