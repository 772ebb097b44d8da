// The form kit's bound controls in the company area's look (bd-).
import { boundControls } from '@/components/form/bound.tsx';

export const { FormischField, TextInput, TextArea, SelectInput } = boundControls({
  className: 'bd-field',
  hintClassName: 'bd-hint',
  errorClassName: 'bd-error',
});
