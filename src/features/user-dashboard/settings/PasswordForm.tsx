// Password change (security page): current password, new password (8 to 25) and its
// confirmation, with a 'show passwords' switch. The API checks the current one; its refusal
// ('La contraseña actual no es correcta') shows under the form.
import { Field, Form, reset, useForm, type SubmitHandler } from '@formisch/react';
import { useState } from 'react';
import { showAlert } from '@/stores/alerts.ts';
import { changePassword } from './password-api.ts';
import { EMPTY_PASSWORD_INPUT, passwordFormSchema, type PasswordFormSchema } from './password-form.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { TextInput } from '@/components/form/dashboard-fields.tsx';

const ID = 'clave';

export function PasswordForm() {
  const form = useForm({ schema: passwordFormSchema, initialInput: EMPTY_PASSWORD_INPUT });
  const [visible, setVisible] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const type = visible ? 'text' : 'password';

  const save: SubmitHandler<PasswordFormSchema> = async (payload) => {
    setFailure(null);
    try {
      const message = await changePassword(payload);
      showAlert({ type: 'success', title: 'Contraseña actualizada', message, durationMs: 4000 });
      reset(form);
      setVisible(false);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Form of={form} onSubmit={save} className="uf-form" aria-labelledby="clave-titulo">
      <Field of={form} path={['current_password']}>
        {(field) => (
          <TextInput
            area="user"
            field={field}
            label="Contraseña actual"
            idPrefix={ID}
            type={type}
            autoComplete="current-password"
          />
        )}
      </Field>
      <div className="uf-row">
        <Field of={form} path={['new_password']}>
          {(field) => (
            <TextInput
              area="user"
              field={field}
              label="Nueva contraseña"
              idPrefix={ID}
              type={type}
              autoComplete="new-password"
              hint="Entre 8 y 25 caracteres."
            />
          )}
        </Field>
        <Field of={form} path={['confirm_password']}>
          {(field) => (
            <TextInput
              area="user"
              field={field}
              label="Confirmar nueva contraseña"
              idPrefix={ID}
              type={type}
              autoComplete="new-password"
            />
          )}
        </Field>
      </div>
      <label className="uf-check">
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        Mostrar contraseñas
      </label>
      {failure && (
        <p className="uf-message uf-message-error" role="alert">
          {failure}
        </p>
      )}
      <div className="uf-actions st-actions-start">
        <button type="submit" className="btn" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Guardando…' : 'Cambiar contraseña'}
        </button>
      </div>
    </Form>
  );
}
