import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './svg-data-url.ts';

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n  <rect width="32" height="32" rx="8" fill="#0f766e"/>\n</svg>\n';

describe('svgDataUrl', () => {
  it('is an SVG data URL that decodes to the same drawing', () => {
    const url = svgDataUrl(ICON);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'> <rect width='32' height='32' rx='8' fill='#0f766e'/> </svg>",
    );
  });

  it('carries no character that would end an HTML attribute or start a URL fragment', () => {
    expect(svgDataUrl(ICON)).not.toMatch(/["<>#]/);
  });

  it('escapes a drawing that already uses single quotes whole', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'A'">x</text></svg>`;
    const url = svgDataUrl(svg);
    expect(url).not.toMatch(/["'<>#]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg);
  });

  it('draws in a browser-readable form (an image element can load it)', () => {
    expect(() => new URL(svgDataUrl(ICON))).not.toThrow();
  });
});
