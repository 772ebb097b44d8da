// The power's first phase as a driver fills it in: the labels of its fields and valid values for
// each (a RUT with its right check digit, as the field shows it once typed; a plate in the current
// format).
export const POWER_PHASE_ONE: Readonly<Record<string, string>> = {
  'Nombre completo': 'Juan Pérez Soto',
  RUT: '12.345.678-5',
  Nacionalidad: 'Chilena',
  Dirección: 'Av. Providencia 1234, Santiago',
  Marca: 'Toyota',
  Modelo: 'Yaris',
  Patente: 'BBBB12',
};

/** A fresh power link: the local API mints a token valid for an hour. */
export async function mintPowerURL(apiURL: string): Promise<string> {
  const response = await fetch(`${apiURL}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds: 3600 }),
  });
  const { token } = (await response.json()) as { token: string };
  return `/crear-poder-simple?power=${token}`;
}
