// The options of a select: an empty first choice with the placeholder text (when given), then
// each option (some may be disabled).
export interface Option {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean | undefined;
}

export function OptionList({ placeholder, options }: { placeholder?: string | undefined; options: readonly Option[] }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </>
  );
}
