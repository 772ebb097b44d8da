// Step 1 of the fixed registration: the account (e-mail and password). Moving on needs a valid
// password and an e-mail that is not registered with the company yet (checked by the parent).
import { Field, Form, type FormStore, type SubmitHandler } from '@formisch/react';
import { PasswordField, TextInputField } from './fields.tsx';
import type { accountSchema } from './steps-schema.ts';

interface AccountStepProps {
  readonly form: FormStore<typeof accountSchema>;
  readonly onNext: SubmitHandler<typeof accountSchema>;
}

export function AccountStep({ form, onNext }: AccountStepProps) {
  return (
    <Form of={form} onSubmit={onNext} className="reg-form" aria-labelledby="registro-paso-titulo">
      <div className="reg-fields">
        <Field of={form} path={['email']}>
          {(field) => (
            <TextInputField
              field={field}
              label="Correo electrónico"
              type="email"
              inputMode="email"
              autoComplete="email"
              hint="Lo usarás para iniciar sesión."
              wide
            />
          )}
        </Field>
        <Field of={form} path={['password']}>
          {(field) => <PasswordField field={field} label="Contraseña" hint="Entre 8 y 25 caracteres." wide />}
        </Field>
      </div>
      <div className="reg-actions">
        <button type="submit" className="btn" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Verificando…' : 'Siguiente'}
        </button>
      </div>
    </Form>
  );
}
