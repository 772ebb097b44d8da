// @vitest-environment jsdom
// The delete confirmation as people use it: 'Cancelar' has the focus, confirming sends once and
// closes with the server's message, a failure stays inside with its message.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { $alerts } from '@/stores/alerts.ts';
import { ConfirmDialog, type ConfirmLook } from './ConfirmDialog.tsx';
import { fakeModalDialogs } from './test-support.ts';

beforeAll(() => {
  fakeModalDialogs();
  // jsdom has no object URLs.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

const LOOK: ConfirmLook = {
  dialog: { className: 'x-dialog', headClassName: 'x-head', closeClassName: 'x-close', closeFace: '×' },
  failureClassName: 'x-failure',
  actionsClassName: 'x-actions',
  confirmClassName: 'x-danger',
};

function setup(confirm: () => Promise<string | null>) {
  const onClose = vi.fn<() => void>();
  render(
    <ConfirmDialog
      look={LOOK}
      title="¿Eliminar esta publicación?"
      idPrefix="eliminar"
      text="Esta acción no se puede deshacer."
      confirmLabel="Eliminar"
      successTitle="Publicación eliminada"
      confirm={confirm}
      failureMessage={(error) => `Error al eliminar el trabajo ${(error as Error).message}`}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('ConfirmDialog', () => {
  it("starts on 'Cancelar', and confirming closes with the server's message", async () => {
    const confirm = vi.fn(() => Promise.resolve('Trabajo eliminado'));
    const onClose = setup(confirm);
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta publicación?' });
    expect(dialog.getAttribute('aria-describedby')).toBe('eliminar-texto');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect($alerts.get().map((alert) => alert.message)).toContain('Trabajo eliminado');
  });

  it('keeps a failure inside the dialog, announced', async () => {
    const onClose = setup(() => Promise.reject(new Error('Servidor caído')));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('alert').textContent).toBe('Error al eliminar el trabajo Servidor caído');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveProperty('disabled', false);
  });

  it("says 'Eliminando…' while the request runs", async () => {
    let finish: (message: string | null) => void = () => undefined;
    const pending = () => new Promise<string | null>((resolve) => (finish = resolve));
    setup(pending);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('button', { name: 'Eliminando…' })).toHaveProperty('disabled', true);
    finish(null);
  });
});
