// The form kit's bound controls in a dashboard's look: the worker area's (`uf-` classes) or the
// company area's (`bd-`). Each control is the kit's own (bound.tsx) with `area` choosing its look.
import type { ComponentProps } from 'react';
import type { SessionKind } from '@/lib/session/token.ts';
import * as bound from './bound.tsx';
import type { FieldLook } from './Field.tsx';

const FIELD_LOOKS: Readonly<Record<SessionKind, FieldLook>> = {
  user: { className: 'uf-field', hintClassName: 'uf-hint', errorClassName: 'uf-error' },
  business: { className: 'bd-field', hintClassName: 'bd-hint', errorClassName: 'bd-error' },
};

type InArea<P> = Omit<P, 'look'> & {
  /** The dashboard the form belongs to. */
  readonly area: SessionKind;
};

export function FormischField({ area, ...props }: InArea<ComponentProps<typeof bound.FormischField>>) {
  return <bound.FormischField {...props} look={FIELD_LOOKS[area]} />;
}

export function TextInput({ area, ...props }: InArea<ComponentProps<typeof bound.TextInput>>) {
  return <bound.TextInput {...props} look={FIELD_LOOKS[area]} />;
}

export function TextArea({ area, ...props }: InArea<ComponentProps<typeof bound.TextArea>>) {
  return <bound.TextArea {...props} look={FIELD_LOOKS[area]} />;
}

export function SelectInput({ area, ...props }: InArea<ComponentProps<typeof bound.SelectInput>>) {
  return <bound.SelectInput {...props} look={FIELD_LOOKS[area]} />;
}
