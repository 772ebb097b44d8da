// @vitest-environment jsdom
// The full-screen viewer as a worker meets it: it closes itself when no file is left to show,
// zoom out is offered only where allowed, and X closes it. Pages and zoom
// journeys with real PDFs are in tests/e2e/user-dashboard-viewers.spec.ts.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ViewerDialog, { type ViewerItem } from './ViewerDialog.tsx';

// pdf.js needs a real browser; here a document never finishes loading.
vi.mock('./page-source.ts', () => ({ openPageSource: () => new Promise(() => undefined) }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const item = (key: string, title: string): ViewerItem => ({
  key,
  title,
  version: '1',
  downloadName: `${key}.pdf`,
  load: () => Promise.resolve(new Blob(['%PDF-1.4'])),
});

const LICENCE = item('General:licencia_conducir', 'Licencia de conducir');
const ID_CARD = item('General:cedula_identidad_frontal', 'Cédula de identidad (frontal)');

function viewer(items: readonly ViewerItem[], onClose = vi.fn(), allowZoomOut = true) {
  return (
    <ViewerDialog
      label="Visor de documentos"
      itemLabel="Documento"
      items={items}
      initialKey={null}
      allowZoomOut={allowZoomOut}
      onClose={onClose}
    />
  );
}

describe('the document viewer', () => {
  it('opens on the first listed file and offers every listed file in its select', () => {
    render(viewer([LICENCE, ID_CARD]));
    expect(screen.getByRole('dialog', { name: 'Visor de documentos' })).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>('Documento');
    expect(select.value).toBe(LICENCE.key);
    expect([...select.options].map((option) => option.text)).toEqual([LICENCE.title, ID_CARD.title]);
  });

  it('closes itself when no file remains', () => {
    const onClose = vi.fn();
    const { rerender } = render(viewer([LICENCE], onClose));
    expect(onClose).not.toHaveBeenCalled();
    rerender(viewer([], onClose));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with X', async () => {
    const onClose = vi.fn();
    render(viewer([LICENCE], onClose));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar visor' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers zoom out only when allowed (the contract viewer has none)', () => {
    const { rerender } = render(viewer([LICENCE]));
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeTruthy();
    rerender(viewer([LICENCE], vi.fn(), false));
    expect(screen.queryByRole('button', { name: 'Alejar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
  });
});
