import { afterEach, describe, expect, it, vi } from 'vitest';
import { $alerts, clearAlerts, dismissAlert, showAlert } from './alerts.ts';

afterEach(() => {
  clearAlerts();
  vi.useRealTimers();
});

describe('alerts', () => {
  it('shows an alert only when both title and message exist', () => {
    expect(showAlert({ type: 'error', title: 'Inicio de sesión fallido', message: '' })).toBeNull();
    expect(showAlert({ type: 'error', title: '', message: 'Intenta más tarde' })).toBeNull();
    expect($alerts.get()).toEqual([]);
  });

  it('clears itself after its duration (3 s by default)', () => {
    vi.useFakeTimers();
    showAlert({ type: 'success', title: 'Inicio de sesión exitoso', message: 'Bienvenido' });
    expect($alerts.get()).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect($alerts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($alerts.get()).toEqual([]);
  });

  it('orders success before error before warning', () => {
    showAlert({ type: 'warning', title: 'A', message: 'a' });
    showAlert({ type: 'error', title: 'B', message: 'b' });
    showAlert({ type: 'success', title: 'C', message: 'c' });
    expect($alerts.get().map((alert) => alert.type)).toEqual(['success', 'error', 'warning']);
  });

  it('can be dismissed early', () => {
    const id = showAlert({ type: 'error', title: 'Error', message: 'Algo salió mal' });
    dismissAlert(id as number);
    expect($alerts.get()).toEqual([]);
  });
});
