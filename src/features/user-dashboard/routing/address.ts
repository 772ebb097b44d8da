// What the dashboard carries in its address: the business name and rgs of the
// worker's company link (`business`, `rgs`) on every page, and the selected profile as
// `profile={id_profile_user}`. Other query parameters (the posting filters) are kept.

export const CARRIED_PARAMS = ['business', 'rgs', 'profile'] as const;
export type CarriedParam = (typeof CARRIED_PARAMS)[number];
export type DashboardAddress = Readonly<Partial<Record<CarriedParam, string>>>;

export function readAddress(search: string): DashboardAddress {
  const params = new URLSearchParams(search);
  const address: Partial<Record<CarriedParam, string>> = {};
  for (const name of CARRIED_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) address[name] = value;
  }
  return address;
}

/** `search` with the carried parameters set (in a fixed order, first) or removed when empty. */
export function withAddress(search: string, address: DashboardAddress): string {
  const params = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const value = address[name];
    if (value) next.set(name, value);
  }
  for (const [name, value] of params) {
    if (!(CARRIED_PARAMS as readonly string[]).includes(name)) next.append(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Only the carried parameters of `search`, for links to other dashboard pages. */
export function carriedSearch(search: string): string {
  return withAddress('', readAddress(search));
}
