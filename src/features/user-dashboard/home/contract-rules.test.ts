import { describe, expect, it } from 'vitest';
import {
  canOpenContract,
  contractFileName,
  contractStatusLabel,
  contractTitle,
  signedContracts,
} from './contract-rules.ts';
import { parseContracts, type Contract } from './contracts-api.ts';

const contract = (status: string, id_history: number): Contract => ({
  empresa: 'Transportes Andes',
  date_send: '2025-09-04T12:00:00.000Z',
  date_signature: null,
  document: 'anexo.docx',
  document_name: 'Anexo',
  status,
  id_history,
  original_document_id: 500 + id_history,
  url_file: null,
});

describe('contract status labels', () => {
  it.each([
    ['SIGNED', 'Firmado'],
    ['PENDING', 'Pendiente'],
    ['REJECTED', 'Rechazado'],
    ['DRAFT', 'No subidos'],
    ['', 'No subidos'],
  ])('shows %s as %s', (status, label) => {
    expect(contractStatusLabel(status)).toBe(label);
  });
});

describe('contract actions', () => {
  it('enables view and download only when SIGNED', () => {
    expect(canOpenContract(contract('SIGNED', 1))).toBe(true);
    expect(canOpenContract(contract('PENDING', 2))).toBe(false);
    expect(canOpenContract(contract('REJECTED', 3))).toBe(false);
  });

  it('the viewer lists only SIGNED contracts', () => {
    expect(signedContracts([contract('PENDING', 2), contract('SIGNED', 1)]).map((c) => c.id_history)).toEqual([1]);
  });

  it('saves a download as contract_{id_history}.pdf', () => {
    expect(contractFileName({ id_history: 42 })).toBe('contract_42.pdf');
  });

  it('names a contract by its document name, else by its file name', () => {
    expect(contractTitle({ document_name: 'Anexo', document: 'a.docx' })).toBe('Anexo');
    expect(contractTitle({ document_name: '', document: 'acuerdo_confidencialidad.docx' })).toBe(
      'acuerdo_confidencialidad',
    );
  });
});

describe('reading the contract list', () => {
  it('keeps well-formed entries of { data: [...] } and drops the rest', () => {
    expect(parseContracts({ data: [contract('SIGNED', 1), { status: 'SIGNED' }] })).toHaveLength(1);
    expect(parseContracts({ message: 'nada' })).toEqual([]);
  });
});
