// The owner's ID-card images: PNG, JPG or JPEG under 3 MB, each with the power's exact messages.
import { describe, expect, it } from 'vitest';
import { idImageError } from './use-id-images.ts';

describe('owner ID images', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

  it('accepts PNG, JPG and JPEG images under 3 MB', () => {
    expect(idImageError(file('frente.png', 'image/png', 1000))).toBeNull();
    expect(idImageError(file('frente.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(idImageError(file('frente.JPEG', 'image/jpeg', 3145727))).toBeNull();
  });

  it('requires each image (Campo requerido)', () => {
    expect(idImageError(null)).toBe('Campo requerido');
  });

  it('refuses another type with the exact message', () => {
    expect(idImageError(file('cedula.gif', 'image/gif', 1000))).toBe(
      'El archivo cedula.gif tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.',
    );
    expect(idImageError(file('cedula.pdf', 'application/pdf', 1000))).toMatch(/^El archivo cedula.pdf tiene un tipo/);
  });

  it('refuses a file of 3 MB (3145728 bytes) or more with the exact message', () => {
    expect(idImageError(file('grande.png', 'image/png', 3145728))).toBe(
      'El archivo grande.png es demasiado grande. Por favor, sube un archivo de menos de 3MB.',
    );
  });
});
