// Test-only sample: the items of the contract template beyond the position, start date, hours, pay
// and workplace (docs/legal/contract-contents.md), as the form sends them. Spread it into a
// template request next to those fields.
export const CONTRACT_ITEMS_SAMPLE = {
  ciudad_firma: 'Santiago',
  domicilio_empleador: 'Av. Américo Vespucio 1501, Quilicura',
  nacionalidad: 'chilena',
  fecha_nacimiento: '1994-06-18',
  domicilio_trabajador: 'Pasaje Los Aromos 245, Maipú',
  funciones: '',
  forma_pago: 'transferencia',
  periodo_pago: 'mensual',
  horas_semanales: '40',
  plazo: 'indefinido',
  fecha_termino: '',
  obra: '',
  beneficios: '',
  otros_pactos: '',
} as const;
