// Test pages of the dynamic form: one with every component kind and every input_type.
import type { FormComponent, FormPage } from './forms-api.ts';

let nextId = 100;
function field<K extends 'input' | 'textarea' | 'select' | 'checkbox'>(kind: K, label: string, required = true) {
  const id = nextId++;
  return {
    kind,
    id_component: id,
    id_input: id,
    label,
    instructions: '',
    required: required ? 'ACTIVE' : 'INACTIVE',
    origin: 'user',
  };
}

export const EVERY_KIND: FormComponent[] = [
  { kind: 'text', id_component: 1, text: 'Título de prueba', text_color: '#0D47A1', type: 'title' },
  { kind: 'text', id_component: 2, text: 'Subtítulo de prueba', text_color: '#1565C0', type: 'subtitle' },
  { kind: 'text', id_component: 3, text: 'Descripción de prueba', text_color: '#424242', type: 'description' },
  { ...field('input', 'Correo'), input_type: 'email' },
  { ...field('input', 'Nombre'), input_type: 'text' },
  { ...field('input', 'Teléfono'), input_type: 'tel' },
  { ...field('input', 'Nacimiento'), input_type: 'date' },
  { ...field('input', 'Entrevista', false), input_type: 'datetime-local' },
  { ...field('input', 'Licencia'), input_type: 'file' },
  { ...field('input', 'Años', false), input_type: 'number' },
  { ...field('input', 'Clave'), input_type: 'password' },
  { ...field('input', 'Semana'), input_type: 'week' },
  { ...field('input', 'Mes', false), input_type: 'month' },
  { ...field('input', 'RUT'), input_type: 'rut' },
  { ...field('input', 'Dirección'), input_type: 'address' },
  { ...field('textarea', 'Sobre mí', false) },
  {
    ...field('select', 'Perfil'),
    values: [
      { id_data: 1, value: 'Conductor' },
      { id_data: 2, value: 'Peoneta' },
    ],
  },
  {
    ...field('checkbox', 'Turnos'),
    values: [
      { id_data: 3, value: 'Mañana' },
      { id_data: 4, value: 'Tarde' },
    ],
  },
];

export function testPage(overrides: Partial<FormPage> = {}): FormPage {
  return {
    id_page: 1,
    id_form: 1,
    page_title: 'Página de prueba',
    bg_color: '#FFFFFF',
    order_sequence: 1,
    next_page_id: 2,
    button: { label: '', action: 'next-page', color: '#2E7D32' },
    components: EVERY_KIND,
    ...overrides,
  };
}

export function idOf(label: string): number {
  const found = EVERY_KIND.find((component) => component.kind !== 'text' && component.label === label);
  if (!found || found.kind === 'text') throw new Error(`No field ${label}`);
  return found.id_input;
}
