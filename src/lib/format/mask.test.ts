import { describe, expect, it } from 'vitest';
import { givenNameAndInitial, maskAccountNumber, maskEmail, maskPhoneTail, maskRutTail } from './mask.ts';

describe('masks', () => {
  it('keeps a RUT’s last four characters only', () => {
    expect(maskRutTail('12.345.678-5')).toBe('••.•••.678-5');
    expect(maskRutTail('7654321-6')).toBe('•.•••.321-6');
    expect(maskRutTail('1.000.005-K')).toBe('•.•••.005-K');
  });

  it('never shows more of a short RUT than its last digit and check digit', () => {
    expect(maskRutTail('1-9')).toBe('•-9');
    expect(maskRutTail('12-5')).toBe('•2-5');
  });

  it('keeps an e-mail’s first two letters and its domain', () => {
    expect(maskEmail('trabajador@demo.cl')).toBe('tr••••••••@demo.cl');
    expect(maskEmail('ab@demo.cl')).toBe('a•••@demo.cl');
    expect(maskEmail('no-es-correo')).toBe('••••••••••••');
  });

  it('keeps a phone’s last four digits', () => {
    expect(maskPhoneTail('56987654321')).toBe('+56 •••••4321');
    expect(maskPhoneTail('987654321')).toBe('•••••4321');
  });

  it('keeps a bank account number’s last four digits', () => {
    expect(maskAccountNumber('12345678')).toBe('•••• 5678');
    expect(maskAccountNumber('000123456789012')).toBe('•••• 9012');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});

describe('givenNameAndInitial', () => {
  it.each([
    ['Camila Rojas', 'Camila R.'],
    ['Juan Pérez González', 'Juan P.'],
    ['María José Ñúñez Soto', 'María Ñ.'],
    ['  ana   ávila  ', 'ana Á.'],
    ['Camila', 'Camila'],
    ['', ''],
  ])('shows %j as %j', (name, shown) => {
    expect(givenNameAndInitial(name)).toBe(shown);
  });
});
