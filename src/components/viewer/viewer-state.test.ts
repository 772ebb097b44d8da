import { describe, expect, it } from 'vitest';
import {
  ZOOM_MAX,
  ZOOM_MIN,
  canZoomIn,
  canZoomOut,
  clampIndex,
  pageLabel,
  rotateClockwise,
  zoomIn,
  zoomOut,
} from './viewer-state.ts';

describe('viewer zoom', () => {
  it('zooms in and out by 0.2 without floating-point drift', () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomIn(zoomIn(zoomIn(1)))).toBe(1.6);
    expect(zoomOut(1.6)).toBe(1.4);
  });

  it('never goes below 1', () => {
    expect(zoomOut(ZOOM_MIN)).toBe(1);
    expect(zoomOut(1.1)).toBe(1);
    expect(canZoomOut(1)).toBe(false);
    expect(canZoomOut(1.2)).toBe(true);
  });

  it('never goes above 50', () => {
    expect(zoomIn(ZOOM_MAX)).toBe(50);
    expect(zoomIn(49.9)).toBe(50);
    expect(canZoomIn(50)).toBe(false);
    let zoom = 1;
    for (let step = 0; step < 400; step += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(50);
  });
});

describe('viewer rotation and positions', () => {
  it('rotates 90 degrees at a time and wraps at 360', () => {
    expect([0, 90, 180, 270].map(rotateClockwise)).toEqual([90, 180, 270, 0]);
  });

  it('keeps an index inside the list', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(2, 0)).toBe(0);
  });

  it("reads 'Página x de n'", () => {
    expect(pageLabel(0, 3)).toBe('Página 1 de 3');
    expect(pageLabel(0, 0)).toBe('Página 0 de 0');
  });
});
