// The dynamic registration form of logistica-sur: three pages using every component kind and
// every input_type (the list is DYNAMIC_INPUT_TYPES of src/lib/validation/dynamic-input.ts), some
// fields required ('ACTIVE') and some not, with their origin.
import type { DynamicInputType } from '../../src/lib/validation/dynamic-input.ts';

export const COMPONENT_KINDS = ['text', 'input', 'textarea', 'select', 'checkbox'] as const;

interface FieldBase {
  readonly label: string;
  readonly instructions: string;
  readonly required: boolean;
  /** Which record the answer belongs to: the account ('user') or the chosen profile ('profile'). */
  readonly origin: 'user' | 'profile';
  /** The account field the answer fills in at submit time, when it maps to one. */
  readonly field_key?: string;
}

export type ComponentSpec =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly text_color: string;
      readonly type: 'title' | 'subtitle' | 'description';
    }
  | (FieldBase & { readonly kind: 'input'; readonly input_type: DynamicInputType })
  | (FieldBase & { readonly kind: 'textarea' })
  | (FieldBase & { readonly kind: 'select' | 'checkbox'; readonly values: readonly string[] });

export interface PageSpec {
  readonly page_title: string;
  readonly bg_color: string;
  readonly button: { readonly label: string; readonly action: 'next-page' | 'submit-form'; readonly color: string };
  readonly components: readonly ComponentSpec[];
}

export const FORM = {
  name: 'Registro de conductores Logística Sur',
  bg_color: '#F4F7FB',
  button_color: '#1976d2',
} as const;

const field = (
  label: string,
  instructions: string,
  required: boolean,
  origin: 'user' | 'profile',
  field_key?: string,
): FieldBase => ({ label, instructions, required, origin, ...(field_key === undefined ? {} : { field_key }) });

export const PAGES: readonly PageSpec[] = [
  {
    page_title: 'Crea tu cuenta',
    bg_color: '#FFFFFF',
    button: { label: 'Siguiente', action: 'next-page', color: '#1976d2' },
    components: [
      { kind: 'text', type: 'title', text: 'Únete a Logística Sur', text_color: '#0D47A1' },
      { kind: 'text', type: 'subtitle', text: 'Paso 1 de 3: datos de acceso', text_color: '#1565C0' },
      {
        kind: 'input',
        input_type: 'email',
        ...field('Correo electrónico', 'Usarás este correo para iniciar sesión.', true, 'user', 'email'),
      },
      {
        kind: 'input',
        input_type: 'password',
        ...field('Contraseña', 'Entre 8 y 25 caracteres.', true, 'user', 'password'),
      },
      { kind: 'input', input_type: 'rut', ...field('RUT', 'Ejemplo: 12.345.678-5', true, 'user', 'rut') },
      {
        kind: 'input',
        input_type: 'tel',
        ...field('Teléfono', 'Sin el código de país, ejemplo: 912345678.', true, 'user', 'phone'),
      },
    ],
  },
  {
    page_title: 'Datos personales',
    bg_color: '#FAFAFA',
    button: { label: 'Continuar', action: 'next-page', color: '#2E7D32' },
    components: [
      { kind: 'text', type: 'subtitle', text: 'Paso 2 de 3: cuéntanos de ti', text_color: '#1B5E20' },
      {
        kind: 'text',
        type: 'description',
        text: 'Usamos estos datos para tu contrato y para asignarte rutas cercanas.',
        text_color: '#424242',
      },
      {
        kind: 'input',
        input_type: 'text',
        ...field('Nombre', 'Tal como aparece en tu cédula.', true, 'user', 'firstname'),
      },
      { kind: 'input', input_type: 'text', ...field('Apellido', '', false, 'user', 'lastname') },
      { kind: 'input', input_type: 'date', ...field('Fecha de nacimiento', '', true, 'user') },
      {
        kind: 'input',
        input_type: 'address',
        ...field('Dirección', 'Calle, número y comuna.', true, 'user', 'address'),
      },
      {
        kind: 'input',
        input_type: 'number',
        ...field('Años de experiencia como conductor', 'Solo números.', false, 'profile'),
      },
      {
        kind: 'select',
        values: ['Conductor', 'Peoneta', 'Picker'],
        ...field('Perfil al que postulas', 'Selecciona una opción.', true, 'profile', 'profile'),
      },
      { kind: 'textarea', ...field('Sobre mí', 'Máximo 500 caracteres.', false, 'user', 'about_me') },
    ],
  },
  {
    page_title: 'Disponibilidad y documentos',
    bg_color: '#FFFFFF',
    button: { label: 'Registrarse', action: 'submit-form', color: '#1976d2' },
    components: [
      { kind: 'text', type: 'subtitle', text: 'Paso 3 de 3: disponibilidad', text_color: '#0D47A1' },
      { kind: 'input', input_type: 'week', ...field('Semana en que puedes comenzar', '', true, 'profile') },
      { kind: 'input', input_type: 'month', ...field('Mes de vencimiento de tu licencia', '', false, 'profile') },
      {
        kind: 'input',
        input_type: 'datetime-local',
        ...field('Horario preferido para la entrevista', '', false, 'user'),
      },
      {
        kind: 'checkbox',
        values: ['Mañana', 'Tarde', 'Noche'],
        ...field('Turnos disponibles', 'Marca todos los que puedas cubrir.', true, 'profile'),
      },
      {
        kind: 'input',
        input_type: 'file',
        ...field('Licencia de conducir', 'Foto o PDF (JPG, JPEG, PNG o PDF).', true, 'profile', 'licencia_conducir'),
      },
      {
        kind: 'checkbox',
        values: ['Acepto los términos y condiciones'],
        ...field('Términos y condiciones', '', true, 'user'),
      },
      {
        kind: 'text',
        type: 'description',
        text: 'Al registrarte recibirás un correo con los siguientes pasos.',
        text_color: '#616161',
      },
    ],
  },
];
