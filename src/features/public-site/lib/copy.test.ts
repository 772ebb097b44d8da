import { describe, expect, it } from 'vitest';
import { fillPlaceholders, planPrice, ratingLabel, ratingStars, slugify, splitEnlace } from './copy';

describe('FAQ answers', () => {
  it("turns each whole word 'enlace' into the item's link", () => {
    expect(splitEnlace('Revisa este enlace o el otro enlace.', true)).toEqual([
      { kind: 'text', text: 'Revisa este ' },
      { kind: 'link', text: 'enlace' },
      { kind: 'text', text: ' o el otro ' },
      { kind: 'link', text: 'enlace' },
      { kind: 'text', text: '.' },
    ]);
  });

  it("leaves 'enlace' as text when the item has no link, and ignores longer words", () => {
    expect(splitEnlace('Sin enlace.', false)).toEqual([{ kind: 'text', text: 'Sin enlace.' }]);
    expect(splitEnlace('Los enlaces cambian.', true)).toEqual([{ kind: 'text', text: 'Los enlaces cambian.' }]);
  });
});

describe('testimonial rating (0 to 10, two points a star)', () => {
  it('shows five full stars for 10 and none for 0', () => {
    expect(ratingStars(10)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('adds a half star for an odd value', () => {
    expect(ratingStars(9)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(ratingStars(3)).toEqual(['full', 'half', 'empty', 'empty', 'empty']);
    expect(ratingLabel(9)).toBe('4,5 de 5 estrellas');
  });
});

describe('plan price', () => {
  it("reads '$<price> USD/mes', or 'Consultar' for the custom plan", () => {
    expect(planPrice(149, 'USD/mes', 'Consultar')).toBe('$149 USD/mes');
    expect(planPrice(1490, 'USD/mes', 'Consultar')).toBe('$1.490 USD/mes');
    expect(planPrice(null, 'USD/mes', 'Consultar')).toBe('Consultar');
  });
});

describe('copy helpers', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fillPlaceholders('Escribe a {email} sobre {name} {otro}', { name: 'Enlista', email: 'a@b.cl' })).toBe(
      'Escribe a a@b.cl sobre Enlista {otro}',
    );
  });

  it('builds anchor ids without accents', () => {
    expect(slugify('Término del servicio y conservación de datos')).toBe(
      'termino-del-servicio-y-conservacion-de-datos',
    );
  });
});
