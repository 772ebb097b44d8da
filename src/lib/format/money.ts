// Amounts in Chilean pesos: no decimals, a dot between thousands, the peso sign in front.
import { onFirstUse } from './on-first-use.ts';

const CLP = onFirstUse(
  () => new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 }),
);
const WHOLE = onFirstUse(() => new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 }));

/** 1200 → '$1.200'; -1200 → '-$1.200'; '' for no amount. */
export function formatClp(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const text = CLP().format(amount);
  return text.startsWith('$-') ? `-$${text.slice(2)}` : text;
}

/** A quantity with thousands dots and no decimals: 9999 → '9.999'. */
export function formatWhole(value: number): string {
  return WHOLE().format(value);
}
