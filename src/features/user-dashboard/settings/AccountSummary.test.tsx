// @vitest-environment jsdom
// The security page's account card: the worker's e-mail and whether it is verified, both ways.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountSummary } from './AccountSummary.tsx';

describe('the account card of the security page', () => {
  it('shows the e-mail and that it is verified', () => {
    render(<AccountSummary email="trabajador@demo.cl" verified />);
    const card = screen.getByRole('region', { name: 'Tu cuenta' });
    expect(card.textContent).toContain('trabajador@demo.cl');
    expect(card.textContent).toContain('Correo verificado');
    expect(card.textContent).not.toContain('Correo sin verificar');
  });

  it('says when the e-mail is not verified yet', () => {
    render(<AccountSummary email="verifica@demo.cl" verified={false} />);
    const card = screen.getByRole('region', { name: 'Tu cuenta' });
    expect(card.textContent).toContain('verifica@demo.cl');
    expect(card.textContent).toContain('Correo sin verificar');
  });
});
