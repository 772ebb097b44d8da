// @vitest-environment jsdom
// One e-mail to each selected person: one call each, the progress, the failures with
// 'Reintentar', and nobody written to twice.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import type { ApplicantEmailPayload } from '@/lib/validation/index.ts';
import type { Recipient } from './send-each.ts';
import { DEMO_BUSINESS } from './test-support.ts';

const calls: ApplicantEmailPayload[] = [];
const down = new Set<string>();
vi.mock('./applicants-api.ts', () => ({
  sendEmailToApplicant: (payload: ApplicantEmailPayload) => {
    calls.push(payload);
    return down.has(payload.user_email)
      ? Promise.reject(new Error('sin conexión'))
      : Promise.resolve({ message: 'ok' });
  },
}));
const { BulkEmailDialog } = await import('./BulkEmailDialog.tsx');

beforeAll(fakeModalDialogs);

const business = DEMO_BUSINESS;
const people: Recipient[] = [
  { id: 1, name: 'Camila Rojas', email: 'camila@demo.cl' },
  { id: 2, name: 'Valentina Muñoz', email: 'valentina@demo.cl' },
  { id: 3, name: 'Benjamín Soto', email: 'benjamin@demo.cl' },
];

describe('e-mail to the selected people', () => {
  it('sends one e-mail each, lists the failures and retries only those', async () => {
    down.add('valentina@demo.cl');
    render(
      <BulkEmailDialog
        recipients={people}
        business={business}
        subject="Tu postulación: Peoneta"
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enviar correo a 3 personas' });
    await userEvent.type(within(dialog).getByLabelText('Mensaje'), 'Te esperamos el lunes a las 10:00.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar correos' }));

    const failures = await within(dialog).findByRole('alert');
    expect(calls.map((call) => call.user_email)).toEqual(['camila@demo.cl', 'valentina@demo.cl', 'benjamin@demo.cl']);
    expect(calls[0]).toMatchObject({
      subject: 'Tu postulación: Peoneta',
      message: 'Te esperamos el lunes a las 10:00.',
      name_user: 'Camila Rojas',
      email_business: 'empresa@demo.cl',
    });
    expect(within(dialog).getByRole('status').textContent).toBe('Se enviaron 2 de 3 correos.');
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Valentina Muñoz (valentina@demo.cl): No pudimos conectar con el servidor.']);

    down.clear();
    calls.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Se enviaron los 3 correos.'));
    expect(calls.map((call) => call.user_email)).toEqual(['valentina@demo.cl']);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
