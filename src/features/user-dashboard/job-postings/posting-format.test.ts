import { describe, expect, it } from 'vitest';
import { payText, startText } from './posting-format.ts';

describe('posting pay and start on the worker side', () => {
  it('reads the pay per unit in pesos', () => {
    expect(payText(25000)).toBe('$25.000 por unidad');
    expect(payText(1100)).toBe('$1.100 por unidad');
  });

  it('reads the start day, or "a convenir" without one', () => {
    expect(startText('2025-11-20')).toBe('Inicio 20/11/2025');
    expect(startText('')).toBe('Inicio a convenir');
  });
});
