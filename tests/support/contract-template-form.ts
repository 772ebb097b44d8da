// The contract template as a company fills it in the browser: each field by its label, the
// selects by the option's text, for the journeys that send a contract from the template.
import type { Locator } from '@playwright/test';

export const TEMPLATE_TEXT_FIELDS = {
  'Ciudad donde se firma': 'Santiago',
  'Domicilio de la empresa': 'Av. Américo Vespucio 1501, Quilicura',
  Nacionalidad: 'chilena',
  'Fecha de nacimiento': '1994-06-18',
  'Domicilio del trabajador': 'Pasaje Los Aromos 245, Maipú',
  Cargo: 'Conductor de reparto',
  'Lugar de trabajo': 'Bodega Quilicura',
  'Remuneración bruta (CLP)': '850.000',
  'Horas semanales': '40',
  'Distribución de la jornada': 'Lunes a viernes, 09:00 a 17:00',
  'Fecha de inicio': '2099-01-05',
} as const;

export const TEMPLATE_SELECTS = {
  'Forma de pago': 'Transferencia bancaria',
  'Período de pago': 'Mensual',
  'Plazo del contrato': 'Indefinido',
} as const;

/** Fills every required field of the template inside `form`, with `title` as the contract's name. */
export async function fillContractTemplate(form: Locator, title: string): Promise<void> {
  await form.getByLabel('Nombre del contrato', { exact: true }).fill(title);
  for (const [label, value] of Object.entries(TEMPLATE_TEXT_FIELDS)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  for (const [label, option] of Object.entries(TEMPLATE_SELECTS)) {
    await form.getByLabel(label, { exact: true }).selectOption({ label: option });
  }
}
