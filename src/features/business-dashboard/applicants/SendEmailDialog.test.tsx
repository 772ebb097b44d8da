// @vitest-environment jsdom
// The send-e-mail dialog as a company uses it: nothing is sent while a field is missing, the
// fixed failure text on failure, the server's message on success.
import { cleanStores } from 'nanostores';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import type { ApplicantEmailPayload } from '@/lib/validation/index.ts';
import { $alerts, clearAlerts } from '@/stores/alerts.ts';
import { clearDrafts } from '@/stores/drafts.ts';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import { DEMO_APPLICANT, DEMO_BUSINESS } from './test-support.ts';

// Plain state instead of a vi.fn: clearing a vi.fn between tests made its rejected promises
// surface as test errors under vitest 5, although the dialog handles them.
const sent: ApplicantEmailPayload[] = [];
let answer: () => Promise<{ message: string }> = () => Promise.resolve({ message: '' });
vi.mock('./applicants-api.ts', () => ({
  sendEmailToApplicant: (payload: ApplicantEmailPayload) => {
    sent.push(payload);
    return answer();
  },
}));
const { SendEmailDialog } = await import('./SendEmailDialog.tsx');

beforeAll(fakeModalDialogs);
beforeEach(async () => {
  // Each test starts on a fresh device: no draft from the one before.
  await clearDrafts();
  sent.length = 0;
});
afterEach(() => {
  clearAlerts();
  cleanStores($alerts);
});

const applicant = DEMO_APPLICANT;
const business = DEMO_BUSINESS;

function open(overrides: Partial<LoggedBusiness> = {}) {
  const onClose = vi.fn();
  render(
    <SendEmailDialog
      applicant={applicant}
      business={{ ...business, ...overrides }}
      postingTitle="Peoneta para camión 3/4"
      onClose={onClose}
    />,
  );
  return { onClose, user: userEvent.setup() };
}

describe('SendEmailDialog', () => {
  it('fills in the subject from the posting and shows who writes to whom', () => {
    open();
    expect(screen.getByLabelText('Asunto')).toHaveProperty('value', 'Tu postulación: Peoneta para camión 3/4');
    expect(screen.getByRole('dialog', { name: 'Enviar correo al postulante' }).textContent).toContain(
      'Camila Rojas (trabajador@demo.cl)',
    );
  });

  it('sends nothing without a message', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));
    expect(await screen.findByText('El mensaje es requerido')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends nothing when the company has no phone, and says what is missing', async () => {
    const { user } = open({ phone: null });
    await user.type(screen.getByLabelText('Mensaje'), 'Te esperamos el lunes.');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));
    expect(await screen.findByText('Falta el teléfono de la empresa')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the complete payload and announces the server message', async () => {
    answer = () => Promise.resolve({ message: 'Correo enviado correctamente' });
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Mensaje'), 'Te esperamos el lunes.');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));
    expect(sent).toEqual([
      {
        subject: 'Tu postulación: Peoneta para camión 3/4',
        message: 'Te esperamos el lunes.',
        name_user: 'Camila Rojas',
        user_email: 'trabajador@demo.cl',
        email_business: 'empresa@demo.cl',
        name_business: 'Transportes Andes',
        phone_business: '56227654321',
        logo_business: null,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect($alerts.get().map((alert) => alert.message)).toEqual(['Correo enviado correctamente']);
  });

  it('shows the fixed failure text with the server message on failure', async () => {
    answer = () => Promise.reject(new ApiError('http', 500, ['Servidor caído']));
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Mensaje'), 'Te esperamos el lunes.');
    await user.click(screen.getByRole('button', { name: 'Enviar correo' }));
    await vi.waitFor(() =>
      expect(screen.getByText('Error al enviar el email al usuario, intente nuevamente. Servidor caído')).toBeTruthy(),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
