// The home sliders: a native scroll-snap track (swipe, trackpad and arrow keys scroll it) with
// pagination buttons. Swiper would cost ~21 KB gzip that the home budget (110 KB with every island
// hydrated) cannot spare, so the browser does the sliding. Slides and bullets are server-rendered
// with their final layout; after hydration an observer marks the current bullet (aria-current).
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { bulletLabel, slideLabel } from './slider-options';
import './sliders.css';

interface Props {
  label: string;
  className: string;
  children: ReactNode;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function Slider({ label, className, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const slides = Children.toArray(children);

  useEffect(() => {
    const element = track.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const items = [...element.children];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setActive(items.indexOf(entry.target));
      },
      { root: element, threshold: 0.6 },
    );
    items.forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [slides.length]);

  function goTo(index: number) {
    const element = track.current;
    const slide = element?.children[index];
    if (!element || !(slide instanceof HTMLElement)) return;
    element.scrollTo({ left: slide.offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }

  return (
    <div className={`slider ${className}`} role="region" aria-roledescription="carrusel" aria-label={label}>
      {/* A scrollable area must be reachable by keyboard (WCAG 2.1.1) so the arrow keys scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable region, see above */}
      <div ref={track} className="slider-track" tabIndex={0} role="group" aria-label="Diapositivas">
        {slides.map((slide, index) => (
          <div key={index} className="slider-slide" role="group" aria-label={slideLabel(index, slides.length)}>
            {slide}
          </div>
        ))}
      </div>
      <div className="slider-bullets">
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            className="slider-bullet"
            aria-label={bulletLabel(index)}
            data-tooltip={bulletLabel(index)}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
