// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UploadProgress from './UploadProgress.tsx';

const MB = 1024 * 1024;
afterEach(cleanup);

describe('upload progress', () => {
  it('shows the percent and the megabytes sent on a determinate bar', () => {
    render(<UploadProgress progress={{ loaded: 1.2 * MB, total: 2.6 * MB }} onCancel={() => undefined} />);
    expect(screen.getByText('Subiendo… 46 % · 1,2 de 2,6 MB')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la subida' });
    expect(bar.getAttribute('value')).toBe('46');
    expect(bar.getAttribute('max')).toBe('100');
  });

  it('tells screen readers politely, a quarter at a time', () => {
    const { rerender } = render(<UploadProgress progress={{ loaded: 30, total: 100 }} />);
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('Subiendo… 25 %');
    rerender(<UploadProgress progress={{ loaded: 49, total: 100 }} />);
    expect(live.textContent).toBe('Subiendo… 25 %');
    rerender(<UploadProgress progress={{ loaded: 100, total: 100 }} />);
    expect(live.textContent).toBe('Archivo enviado, esperando respuesta');
  });

  it('stops the upload with Cancelar', async () => {
    const cancel = vi.fn();
    render(<UploadProgress progress={null} onCancel={cancel} />);
    expect(screen.getByText('Subiendo…')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(cancel).toHaveBeenCalledOnce();
  });
});
