// @vitest-environment jsdom
// A dashboard dialog left with one button: the row has the area's class, the button has the focus
// and closes the dialog.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DashboardDialog, DialogCloseRow } from './DashboardDialog.tsx';
import { fakeModalDialogs } from './test-support.ts';

beforeAll(fakeModalDialogs);

describe('DialogCloseRow', () => {
  it.each([
    ['user', 'Cerrar', 'ud-dialog-actions'],
    ['business', 'Listo', 'bd-dialog-actions'],
  ] as const)('in the %s area: %s has the focus and closes', async (area, label, rowClass) => {
    const onClose = vi.fn();
    render(
      <DashboardDialog area={area} size="small" title="Editar experiencia" titleId="t" onClose={onClose}>
        <p role="alert">No pudimos cargar la experiencia.</p>
        <DialogCloseRow area={area} {...(label === 'Cerrar' ? {} : { label })} onClose={onClose} />
      </DashboardDialog>,
    );
    // The dialog's own close button is also named 'Cerrar': the row's button is the one showing it.
    const button = screen.getByText(label, { selector: 'button' });
    expect(button.parentElement?.className).toBe(rowClass);
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
