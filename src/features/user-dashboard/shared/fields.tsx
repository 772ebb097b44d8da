// The form kit's bound controls in the worker area's look (uf-), used by the profile, security,
// bank and experience forms.
import { boundControls } from '@/components/form/bound.tsx';

export { textOptions } from '@/components/form/bound.tsx';

export const { TextInput, TextArea, SelectInput } = boundControls({
  className: 'uf-field',
  hintClassName: 'uf-hint',
  errorClassName: 'uf-error',
});
