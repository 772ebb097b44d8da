import { describe, expect, it } from 'vitest';
import { assetUrl, formatDate, formatMoney, formatPhone, initials } from './format.ts';

describe('company area formats', () => {
  it('shows pay in Chilean pesos with thousands dots', () => {
    expect(formatMoney(1200)).toBe('$1.200');
    expect(formatMoney(120000)).toBe('$120.000');
  });

  it('shows dates day/month/year without shifting the calendar day', () => {
    expect(formatDate('2025-11-10')).toBe('10/11/2025');
    expect(formatDate('2025-11-03T02:30:00.000Z')).toBe('03/11/2025');
  });

  it('shows phones with a leading plus', () => {
    expect(formatPhone('56987654321')).toBe('+56987654321');
    expect(formatPhone('+56987654321')).toBe('+56987654321');
    expect(formatPhone(null)).toBe('');
  });

  it('resolves API file paths against the API origin', () => {
    expect(assetUrl('/public-files/logos/a.png', 'http://localhost:8787')).toBe(
      'http://localhost:8787/public-files/logos/a.png',
    );
    expect(assetUrl('https://cdn.example.cl/a.png', 'http://localhost:8787')).toBe('https://cdn.example.cl/a.png');
    expect(assetUrl(null)).toBeNull();
  });

  it('builds avatar initials from the first two words', () => {
    expect(initials('Camila Rojas')).toBe('CR');
    expect(initials('  ')).toBe('?');
  });
});
