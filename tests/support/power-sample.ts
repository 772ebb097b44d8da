// The power's first phase as a driver fills it in: the labels of its fields and valid values for
// each (a RUT with its right check digit, a plate in the current format).
export const POWER_PHASE_ONE: Readonly<Record<string, string>> = {
  'Nombre completo': 'Juan Pérez Soto',
  RUT: '12345678-5',
  Nacionalidad: 'Chilena',
  Dirección: 'Av. Providencia 1234, Santiago',
  Marca: 'Toyota',
  Modelo: 'Yaris',
  Patente: 'BBBB12',
};
