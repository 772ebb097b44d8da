// @vitest-environment jsdom
// /verificar's island as a person uses it: the code's rule, the signed document shown with its
// parties' RUTs masked, the address carrying the code, and a PDF compared by its SHA-256 computed
// on the device (the signed one confirmed, a modified one refused).
import { createHash } from 'node:crypto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Verification } from '@/lib/contract/signing.ts';
import { ApiError } from '@/lib/http/api-error.ts';

const fetchVerification = vi.hoisted(() => vi.fn<(code: string) => Promise<Verification>>());
vi.mock('./verify-tool.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./verify-tool.ts')>()),
  fetchVerification: (code: string) => fetchVerification(code),
}));
const { default: VerifyIsland } = await import('./VerifyIsland.tsx');

const SIGNED = new TextEncoder().encode('%PDF-1.7 contrato firmado');
const SENT = new TextEncoder().encode('%PDF-1.7 contrato enviado');
const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const FOUND: Verification = {
  verification_code: '7KQF-M2XD-9PRT',
  kind: 'contract',
  document_name: 'Contrato de trabajo',
  parties: [
    { role: 'Empleador', name: 'Transportes Andes', rut: '••.•••.428-5' },
    { role: 'Trabajador', name: 'Camila R.', rut: '••.•••.678-5' },
  ],
  signer: { role: 'Trabajador', name: 'Camila R.', rut: '••.•••.678-5' },
  signed_at: '2026-01-06T15:04:00.000Z',
  method: 'chat+email',
  method_text: 'Código de un solo uso enviado al correo y por WhatsApp',
  sha256: hex(SIGNED),
  source_sha256: hex(SENT),
};

const pdf = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const verdict = () => screen.getByRole('status');

beforeEach(() => {
  fetchVerification.mockReset();
  window.history.replaceState({}, '', '/verificar');
});

async function verify(code: string) {
  const user = userEvent.setup();
  render(<VerifyIsland />);
  await user.type(screen.getByLabelText('Código de verificación'), code);
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  return user;
}

describe('/verificar', () => {
  it('refuses a code of the wrong shape without asking the API, announcing why', async () => {
    await verify('1234');
    expect(screen.getByRole('alert').textContent).toBe(
      'El código tiene 12 letras y números, como aparece en la hoja de firmas (por ejemplo, 7KQF-M2XD-9PRT).',
    );
    expect(screen.getByLabelText('Código de verificación').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Código de verificación'));
    expect(fetchVerification).not.toHaveBeenCalled();
  });

  it('shows the document, the parties with masked RUTs, when it was signed and its hash', async () => {
    fetchVerification.mockResolvedValue(FOUND);
    await verify('7kqf m2xd 9prt');
    expect(fetchVerification).toHaveBeenCalledWith('7KQF-M2XD-9PRT');
    const result = await screen.findByRole('region', { name: 'Documento firmado' });
    expect(result.textContent).toContain('Contrato de trabajo (Contrato)');
    expect(result.textContent).toContain('Transportes Andes, RUT ••.•••.428-5');
    expect(result.textContent).toContain('06/01/2026 12:04 (hora de Chile)');
    expect(result.textContent).toContain(FOUND.sha256);
    expect(document.activeElement).toBe(within(result).getByRole('heading'));
    expect(window.location.search).toBe('?codigo=7KQF-M2XD-9PRT');
  });

  it('looks up the code of the link or QR code as it goes live', async () => {
    fetchVerification.mockResolvedValue(FOUND);
    window.history.replaceState({}, '', '/verificar?codigo=7KQF-M2XD-9PRT');
    render(<VerifyIsland />);
    expect(await screen.findByRole('region', { name: 'Documento firmado' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Código de verificación').value).toBe('7KQF-M2XD-9PRT');
  });

  it('shows the API’s word for an unknown code, keeping it typed', async () => {
    fetchVerification.mockRejectedValue(
      new ApiError('http', 404, ['No encontramos un documento firmado con ese código.']),
    );
    await verify('AAAA-BBBB-CCCC');
    expect((await screen.findByRole('alert')).textContent).toBe('No encontramos un documento firmado con ese código.');
    expect(screen.queryByRole('region', { name: 'Documento firmado' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Código de verificación').value).toBe('AAAA-BBBB-CCCC');
  });

  it('confirms the signed file, refuses a modified one and names the one sent before signing', async () => {
    fetchVerification.mockResolvedValue(FOUND);
    const user = await verify(FOUND.verification_code);
    await screen.findByRole('region', { name: 'Documento firmado' });
    const input = screen.getByLabelText('Elegir PDF');
    await user.upload(input, pdf(SIGNED, 'contract_7.pdf'));
    await vi.waitFor(() =>
      expect(verdict().textContent).toContain('Este archivo es exactamente el documento firmado.'),
    );
    const modified = new Uint8Array(SIGNED);
    modified[10] = 0x21;
    await user.upload(input, pdf(modified, 'contract_7.pdf'));
    await vi.waitFor(() =>
      expect(verdict().textContent).toContain('Este archivo no coincide con el documento firmado'),
    );
    expect(verdict().textContent).toContain(`SHA-256 de tu archivo: ${hex(modified)}`);
    await user.upload(input, pdf(SENT, 'contrato.pdf'));
    await vi.waitFor(() => expect(verdict().textContent).toContain('antes de firmarse'));
  });
});
