// Reference data: bank options for a worker's payment details (account types,
// Chilean banks and wallets, tax document types).

export const ACCOUNT_TYPES = ['Cuenta Corriente', 'Cuenta Vista', 'Cuenta de Ahorro', 'Cuenta Rut'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const BANKS = [
  'Banco de Chile',
  'Banco Estado',
  'Banco Santander',
  'BCI',
  'Scotiabank',
  'Itaú',
  'Banco BICE',
  'Banco Security',
  'Banco Falabella',
  'Banco Ripley',
  'Banco Consorcio',
  'Banco Internacional',
  'HSBC',
  'Coopeuch',
  'Mercado Pago',
  'Tenpo',
  'MACH',
  'Prepago Los Héroes',
  'Tapp Caja Los Andes',
] as const;
export type BankName = (typeof BANKS)[number];

export const DOCUMENT_TYPES = ['Boleta', 'Factura'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
