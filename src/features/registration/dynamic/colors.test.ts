import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, luminance, parseHex, pickColor, textColorOn } from './colors.ts';

describe('dynamic form colours', () => {
  it('reads #rgb and #rrggbb', () => {
    expect(parseHex('#1976d2')).toEqual([25, 118, 210]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('azul')).toBeNull();
  });

  it('chooses light text when the luminance is under 128, dark text otherwise', () => {
    expect(luminance('#1976d2')).toBeCloseTo(100.7, 1);
    expect(textColorOn('#1976d2')).toBe(LIGHT_TEXT);
    expect(textColorOn('#2E7D32')).toBe(LIGHT_TEXT);
    expect(textColorOn('#4CAF50')).toBe(DARK_TEXT);
    expect(textColorOn('#FFFFFF')).toBe(DARK_TEXT);
    expect(textColorOn('#808080')).toBe(DARK_TEXT);
    expect(textColorOn('#7f7f7f')).toBe(LIGHT_TEXT);
  });

  it('falls back to the specification defaults #1976d2 and #4CAF50', () => {
    expect(pickColor('#1976d2', null, undefined, 'no-es-color')).toBe('#1976d2');
    expect(pickColor('#4CAF50', null)).toBe('#4CAF50');
    expect(pickColor('#1976d2', '#2E7D32', '#000000')).toBe('#2E7D32');
  });
});
