// Contract rules: status labels, the PENDING hint, view and download only when
// SIGNED, the contract viewer's list and the name a download is saved under.
import type { Contract } from './contracts-api.ts';

export const CONTRACT_STATUS_LABELS: Readonly<Record<string, string>> = {
  SIGNED: 'Firmado',
  PENDING: 'Pendiente',
  REJECTED: 'Rechazado',
};
export const OTHER_CONTRACT_LABEL = 'No subidos';
export const PENDING_CONTRACT_HINT =
  'Te enviamos el contrato por correo para que lo firmes. Revisa tu bandeja de entrada o la carpeta de spam.';

export function contractStatusLabel(status: string): string {
  return CONTRACT_STATUS_LABELS[status] ?? OTHER_CONTRACT_LABEL;
}

/** View and download are enabled only when SIGNED. */
export function canOpenContract(contract: Pick<Contract, 'status'>): boolean {
  return contract.status === 'SIGNED';
}

/** The contract viewer shows only SIGNED contracts. */
export function signedContracts(contracts: readonly Contract[]): Contract[] {
  return contracts.filter(canOpenContract);
}

/** A download is saved as contract_{id_history}.pdf. */
export function contractFileName(contract: Pick<Contract, 'id_history'>): string {
  return `contract_${contract.id_history}.pdf`;
}

/** The name shown for a contract: its document name, else the file name without extension. */
export function contractTitle(contract: Pick<Contract, 'document_name' | 'document'>): string {
  return contract.document_name.trim() || contract.document.replace(/\.[a-z0-9]+$/i, '') || 'Contrato';
}

/** Identifies a contract in the contract viewer. */
export function contractKey(contract: Pick<Contract, 'id_history'>): string {
  return `contrato-${contract.id_history}`;
}
