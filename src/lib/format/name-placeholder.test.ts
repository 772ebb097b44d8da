import { describe, expect, it } from 'vitest';
import { NAME_PLACEHOLDER, fillName } from './name-placeholder.ts';

describe('fillName', () => {
  it('replaces every {nombre}, in any case and with spaces inside the braces', () => {
    expect(fillName(`Hola ${NAME_PLACEHOLDER}, gracias. { Nombre }, te esperamos.`, 'Camila')).toBe(
      'Hola Camila, gracias. Camila, te esperamos.',
    );
  });

  it('leaves a message without the placeholder as it is', () => {
    expect(fillName('Te esperamos el lunes {a las 10}.', 'Camila')).toBe('Te esperamos el lunes {a las 10}.');
  });
});
