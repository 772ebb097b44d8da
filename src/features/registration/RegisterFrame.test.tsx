// @vitest-environment jsdom
// The loading state of the registration card: announced as a status, and the page keeps an h1
// while nothing else is on it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterLoading } from './RegisterFrame.tsx';

describe('RegisterLoading', () => {
  it('announces what loads and gives the page its h1', () => {
    render(<RegisterLoading label="Verificando el enlace…" />);
    expect(screen.getByRole('status').textContent).toBe('Verificando el enlace…');
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de trabajadores' })).toBeTruthy();
  });
});
