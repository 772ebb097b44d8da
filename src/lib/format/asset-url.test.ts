import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url.ts';

const API = 'http://localhost:8787';

describe('API file addresses', () => {
  it('puts a path on the API origin', () => {
    expect(assetUrl('/public-files/logos/ruta.png', API)).toBe('http://localhost:8787/public-files/logos/ruta.png');
    expect(assetUrl('public-files/x.png', 'https://api.example.cl/v1/')).toBe(
      'https://api.example.cl/v1/public-files/x.png',
    );
  });

  it('keeps a web or in-memory address as it is', () => {
    expect(assetUrl('https://cdn.example.cl/a.png', API)).toBe('https://cdn.example.cl/a.png');
    expect(assetUrl('data:image/png;base64,AAAA', API)).toBe('data:image/png;base64,AAAA');
    expect(assetUrl('blob:http://localhost:4321/1234', API)).toBe('blob:http://localhost:4321/1234');
  });

  it('gives no picture for no path or an address that is not a picture', () => {
    expect(assetUrl(null, API)).toBeNull();
    expect(assetUrl(undefined, API)).toBeNull();
    expect(assetUrl('', API)).toBeNull();
    expect(assetUrl('  ', API)).toBeNull();
    expect(assetUrl('javascript:alert(1)', API)).toBeNull();
    expect(assetUrl('/a.png', 'no es una dirección')).toBeNull();
  });
});
