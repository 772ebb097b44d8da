// The registration look of the form kit's Field: every field is required unless `required` is
// false, which adds '(opcional)' to its label instead.
import type { ReactNode } from 'react';
import {
  Field as KitField,
  FieldError as KitFieldError,
  OptionalMark as KitOptionalMark,
  type ControlAttributes,
  type FieldLook,
} from '@/components/form/Field.tsx';

export type { ControlAttributes };

const LOOK: FieldLook = {
  className: 'reg-field',
  wideClassName: 'reg-wide',
  optionalClassName: 'reg-optional',
  hintClassName: 'reg-hint',
  errorClassName: 'reg-error',
};

/** The password row and its show/hide toggle in the registration look. */
export const PASSWORD_LOOK = { className: 'reg-password', toggleClassName: 'reg-toggle' } as const;

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | null | undefined;
  readonly hint?: string | undefined;
  readonly required?: boolean | undefined;
  readonly wide?: boolean | undefined;
  /** Extra line under the control (e.g. the textarea counter). */
  readonly footer?: ReactNode;
  readonly children: (attributes: ControlAttributes) => ReactNode;
}

export function Field({ required, ...props }: FieldProps) {
  return <KitField {...props} look={LOOK} required={required} optional={!required} />;
}

export function FieldError({ id, error }: { readonly id: string; readonly error: string | null | undefined }) {
  return <KitFieldError id={id} error={error} className={LOOK.errorClassName} />;
}

export function OptionalMark({ required }: { readonly required: boolean | undefined }) {
  return required ? null : <KitOptionalMark className={LOOK.optionalClassName} />;
}
