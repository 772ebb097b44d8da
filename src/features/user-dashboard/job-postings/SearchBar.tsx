// The posting search: a words field; sending it writes `search` into the
// address, an empty one removes it.
import { useState, type SyntheticEvent } from 'react';
import { Icon } from '@/components/icon/icons.tsx';
import { SEARCH_MAX } from './postings-query.ts';

interface SearchBarProps {
  readonly value: string;
  readonly onSearch: (search: string) => void;
}

export function SearchBar({ value, onSearch }: SearchBarProps) {
  const [text, setText] = useState(value);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" className="jp-search" onSubmit={submit} aria-label="Buscar ofertas">
      <label htmlFor="buscar-ofertas" className="visually-hidden">
        Buscar ofertas de trabajo
      </label>
      <span className="jp-search-icon" aria-hidden="true">
        <Icon name="search" size={20} />
      </span>
      <input
        id="buscar-ofertas"
        type="search"
        value={text}
        maxLength={SEARCH_MAX}
        placeholder="Cargo, empresa o comuna"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn">
        Buscar
      </button>
    </form>
  );
}
