// An address input that suggests real addresses in Chile as the person types
// (suggestions come only from Chile). ARIA combobox with a listbox: arrows move,
// Enter picks, Escape closes; typing freely always works, suggestions are only a help, and a
// failed search is silent.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { comboBoxInput } from '@/components/form/ComboBox.tsx';
import { MIN_QUERY_LENGTH, searchAddresses, type AddressSuggestion } from './geocoder-api.ts';
import type { ControlAttributes } from './Field.tsx';

export const SEARCH_DELAY_MS = 300;

interface AddressFieldProps {
  readonly attributes: ControlAttributes;
  readonly name: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly search?: typeof searchAddresses;
}

export function AddressField({
  attributes,
  name,
  value,
  onValue,
  inputRef,
  onBlur,
  onFocus,
  search = searchAddresses,
}: AddressFieldProps) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const searching = query !== null && query.trim().length >= MIN_QUERY_LENGTH;
  const shown = searching ? suggestions : [];

  useEffect(() => {
    if (query === null || query.trim().length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query.trim(), controller.signal)
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => setSuggestions([]));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  useEffect(() => () => clearTimeout(closing.current), []);

  function pick(suggestion: AddressSuggestion) {
    onValue(suggestion.value);
    setOpen(false);
    setSuggestions([]);
    setQuery(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = shown.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      const chosen = shown[active];
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const expanded = open && shown.length > 0;
  return (
    <div className="reg-combobox">
      <input
        {...comboBoxInput({ attributes, listId, expanded, activeId: active >= 0 ? `${listId}-${active}` : undefined })}
        ref={inputRef}
        name={name}
        value={value}
        onChange={(event) => {
          onValue(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={(event) => {
          // Lets a click on a suggestion land before the list closes.
          closing.current = setTimeout(() => setOpen(false), 150);
          onBlur?.(event);
        }}
      />
      <ul id={listId} role="listbox" aria-label="Direcciones sugeridas" className="reg-suggestions" hidden={!expanded}>
        {shown.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              // Picks before the input loses focus, so the list is still there.
              event.preventDefault();
              pick(suggestion);
            }}
          >
            {suggestion.value}
            <small>{suggestion.detail}</small>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? `${shown.length} direcciones sugeridas. Usa las flechas para elegir.` : ''}
      </p>
    </div>
  );
}
