// @vitest-environment jsdom
// The dynamic registration's welcome and result screens: their exact texts,
// the default colours #4CAF50 (welcome) and #1976d2 (button) with text chosen by luminance.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen, SuccessScreen, WelcomeScreen } from './screens.tsx';

const NO_COLORS = { bg_color: null, button_color: null };

describe('welcome screen', () => {
  it('greets with “Bienvenido a {business}” and starts with “Comenzar”', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    render(<WelcomeScreen business="Logística Sur" colors={NO_COLORS} busy={false} onStart={onStart} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido a Logística Sur' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('uses #4CAF50 and #1976d2 when the form gives no colours, with dark and light text by luminance', () => {
    render(<WelcomeScreen business="Logística Sur" colors={NO_COLORS} busy={false} onStart={vi.fn()} />);
    const welcome = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(welcome?.style.backgroundColor).toBe('rgb(76, 175, 80)');
    expect(welcome?.style.color).toBe('rgb(20, 33, 61)');
    const button = screen.getByRole('button', { name: 'Comenzar' });
    expect(button.style.backgroundColor).toBe('rgb(25, 118, 210)');
    expect(button.style.color).toBe('rgb(255, 255, 255)');
  });

  it('takes the form’s own colours when they are valid', () => {
    render(
      <WelcomeScreen
        business="Logística Sur"
        colors={{ bg_color: '#0D47A1', button_color: '#FFEB3B' }}
        busy={false}
        onStart={vi.fn()}
      />,
    );
    const welcome = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(welcome?.style.backgroundColor).toBe('rgb(13, 71, 161)');
    expect(welcome?.style.color).toBe('rgb(255, 255, 255)');
    const button = screen.getByRole('button', { name: 'Comenzar' });
    expect(button.style.backgroundColor).toBe('rgb(255, 235, 59)');
    expect(button.style.color).toBe('rgb(20, 33, 61)');
  });

  it('cannot be started twice while the first page loads', () => {
    render(<WelcomeScreen business="Logística Sur" colors={NO_COLORS} busy onStart={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cargando…' }).disabled).toBe(true);
  });
});

describe('result screens', () => {
  it('shows “¡Registro exitoso!” with an “Ingresar” link to the company login', () => {
    render(<SuccessScreen loginHref="/login/logistica-sur?rgs=sur-2025" />);
    expect(screen.getByRole('heading', { level: 1, name: '¡Registro exitoso!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe(
      '/login/logistica-sur?rgs=sur-2025',
    );
  });

  it('shows “¡Error en el registro!” and “Ocurrió un error. Intenta nuevamente.” with a way back', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<ErrorScreen onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: '¡Error en el registro!' })).toBeTruthy();
    expect(screen.getByText('Ocurrió un error. Intenta nuevamente.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Volver al formulario' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
