// Which workers the company's working views show: an account that is open. A closed account
// (deleted_at) or an anonymised one (a completed deletion, the retention sweep) leaves every list,
// count and chart; the rows the law keeps (signed contracts, attendance, penalties) stay only where
// the law keeps them (docs/privacy-export.md, "What a deletion removes").

/** SQL condition: the worker row `alias` is an open account. */
export function openAccount(alias: string): string {
  return `${alias}.anonymised_at IS NULL AND ${alias}.deleted_at IS NULL`;
}
