// A select for long lists (communes): a text input with role="combobox" that filters its options
// as the person types, ignoring accents and case ('nunoa' finds 'Ñuñoa'), and a listbox of the
// matches (ARIA 1.2 combobox pattern). Keys: ArrowDown / ArrowUp open the list and move through
// it, Enter picks the active option, Escape closes the list (or, when closed, restores the chosen
// option's name). Leaving the input keeps an exact match and otherwise puts back the chosen
// option's name, so the value is always one of the options or empty. The value is the option's
// value, as with a <select>. Its label comes from Field through `attributes`.
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { inputValue, type WritableField } from './bound.tsx';
import type { ControlAttributes } from './Field.tsx';
import type { Option } from './OptionList.tsx';

export interface ComboBoxLook {
  readonly className: string;
  readonly inputClassName?: string;
  readonly listClassName: string;
  readonly optionClassName: string;
  readonly emptyClassName: string;
}

export interface ComboBoxProps {
  readonly attributes: ControlAttributes;
  readonly options: readonly Option[];
  /** The chosen option's value ('' for none). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly name?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  readonly onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  readonly onFocus?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  readonly look: ComboBoxLook;
}

/** Lower case without accents, so 'Ñuñoa', 'ÑUÑOA' and 'nunoa' read the same. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The options whose name contains `query` (accents and case ignored); those that start with it first. */
export function matchOptions(options: readonly Option[], query: string): Option[] {
  const folded = foldText(query);
  if (folded === '') return options.filter((option) => !option.disabled);
  const matches = options.filter((option) => !option.disabled && foldText(option.label).includes(folded));
  const starts = matches.filter((option) => foldText(option.label).startsWith(folded));
  return [...starts, ...matches.filter((option) => !starts.includes(option))];
}

/** What the text input of a combobox (ARIA 1.2) carries: the Field's attributes, the role, its
 * listbox and, while the list is open, the active option. The browser's own suggestions stay off. */
export function comboBoxInput({
  attributes,
  listId,
  expanded,
  activeId,
}: {
  attributes: ControlAttributes;
  listId: string;
  expanded: boolean;
  activeId: string | undefined;
}) {
  return {
    ...attributes,
    type: 'text',
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded ? activeId : undefined,
  } as const;
}

export function ComboBox({
  attributes,
  options,
  value,
  onChange,
  look,
  inputRef,
  name,
  placeholder,
  disabled,
  onFocus,
  onBlur,
}: ComboBoxProps) {
  const listId = useId();
  const chosen = options.find((option) => option.value === value);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const shown = text ?? chosen?.label ?? '';
  const matches = matchOptions(options, text ?? '');
  const optionId = (index: number) => `${listId}-${index}`;

  function pick(option: Option) {
    onChange(option.value);
    setText(null);
    setOpen(false);
    setActive(-1);
  }

  function move(step: 1 | -1) {
    if (!open) {
      setOpen(true);
      setActive(step === 1 ? 0 : matches.length - 1);
      return;
    }
    if (matches.length === 0) return;
    const next = (active + step + matches.length) % matches.length;
    setActive(next);
    // Keeps the active option in sight (layout-less environments have no scrolling).
    const node: Partial<Pick<Element, 'scrollIntoView'>> | null | undefined = list.current?.querySelector(
      `#${CSS.escape(optionId(next))}`,
    );
    node?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      const option = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (!option) return;
      event.preventDefault();
      pick(option);
    } else if (event.key === 'Escape') {
      if (open) {
        // Closing a list must not close the dialog the field sits in.
        event.stopPropagation();
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setText(null);
      }
    }
  }

  function settle(event: FocusEvent<HTMLInputElement>) {
    if (text !== null) {
      const exact = options.find((option) => !option.disabled && foldText(option.label) === foldText(text));
      if (exact) onChange(exact.value);
      else if (foldText(text) === '') onChange('');
      setText(null);
    }
    setOpen(false);
    setActive(-1);
    onBlur?.(event);
  }

  const expanded = open && !disabled;
  return (
    <div className={look.className}>
      <input
        {...comboBoxInput({
          attributes,
          listId,
          expanded,
          activeId: active >= 0 && active < matches.length ? optionId(active) : undefined,
        })}
        ref={inputRef}
        name={name}
        spellCheck={false}
        className={look.inputClassName}
        placeholder={placeholder}
        disabled={disabled}
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onFocus={onFocus}
        onBlur={settle}
        onKeyDown={onKeyDown}
      />
      <ul ref={list} id={listId} role="listbox" aria-label="Opciones" className={look.listClassName} hidden={!expanded}>
        {expanded &&
          matches.map((option, index) => (
            // The keyboard works from the input (aria-activedescendant); the options take the pointer.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              data-active={index === active ? 'true' : undefined}
              className={look.optionClassName}
              // The input keeps the focus; the click picks the option before the input's blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option.label}
            </li>
          ))}
      </ul>
      {expanded && matches.length === 0 && (
        <p className={look.emptyClassName} role="status">
          Sin coincidencias para «{text}»
        </p>
      )}
    </div>
  );
}

export interface FieldComboBoxProps extends Omit<
  ComboBoxProps,
  'value' | 'onChange' | 'name' | 'inputRef' | 'onBlur' | 'onFocus'
> {
  /** A Formisch field: its element props, its input and its change handler. */
  readonly field: Pick<WritableField, 'props' | 'input' | 'onChange'>;
}

/** The ComboBox bound to a Formisch field (name, ref, focus and blur, value and change). */
export function FieldComboBox({ field, ...combo }: FieldComboBoxProps) {
  return (
    <ComboBox
      {...combo}
      inputRef={field.props.ref}
      name={field.props.name}
      onFocus={field.props.onFocus}
      onBlur={field.props.onBlur}
      value={inputValue(field.input)}
      onChange={field.onChange}
    />
  );
}

/** The children of a Field that holds a FieldComboBox: the Field's attributes go to its input. */
export function comboBoxControl(combo: Omit<FieldComboBoxProps, 'attributes'>) {
  return function control(attributes: ControlAttributes): ReactNode {
    return <FieldComboBox {...combo} attributes={attributes} />;
  };
}
