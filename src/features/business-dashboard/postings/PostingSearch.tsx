// Search over the company's own postings (/business/search-my-job-postings); 'Limpiar' goes back
// to the whole list.
import { useState, type SyntheticEvent } from 'react';

interface PostingSearchProps {
  readonly active: string;
  readonly onSearch: (search: string) => void;
}

export const SEARCH_MAX = 100;

export function PostingSearch({ active, onSearch }: PostingSearchProps) {
  const [value, setValue] = useState(active);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value);
  }

  return (
    <form role="search" className="bd-search" onSubmit={submit} aria-label="Buscar publicaciones">
      <label htmlFor="buscar-publicaciones">Buscar en mis publicaciones</label>
      <div className="bd-search-row">
        <input
          id="buscar-publicaciones"
          type="search"
          value={value}
          maxLength={SEARCH_MAX}
          placeholder="Título, comuna, vehículo…"
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn">
          Buscar
        </button>
        {active && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setValue('');
              onSearch('');
            }}
          >
            Limpiar
          </button>
        )}
      </div>
    </form>
  );
}
