// @vitest-environment jsdom
// The shared modal as people use it: named by its title, focus on the marked field, a 'Cerrar'
// button, Escape closes unless a request runs, and the focus goes back to the opener.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './ModalDialog.tsx';
import { fakeModalDialogs } from './test-support.ts';

beforeAll(fakeModalDialogs);

const LOOK = { className: 'x-dialog', headClassName: 'x-head', closeClassName: 'x-close', closeFace: '×' };

function Opener({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar
      </button>
      {open && (
        <ModalDialog {...LOOK} title="Editar experiencia" titleId="t" busy={busy} onClose={() => setOpen(false)}>
          <label>
            Cargo <input data-autofocus />
          </label>
          <button type="button">Guardar</button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('is named by its title, focuses the marked field and gives the focus back on close', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('dialog', { name: 'Editar experiencia' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Cargo'));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Editar' }));
  });

  it('wraps Tab from the last control to the first', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    screen.getByRole('button', { name: 'Guardar' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar' }));
  });

  it('does not close while a request runs', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog {...LOOK} title="Eliminar" titleId="t2" busy onClose={onClose}>
        <p>¿Seguro?</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Eliminar' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cerrar' }).disabled).toBe(true);
  });
});
