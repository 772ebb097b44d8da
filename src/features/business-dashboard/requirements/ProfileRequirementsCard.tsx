// One profile's required documents: the catalogue as ticks, the company's own documents with
// 'Quitar', a field to add one more ('Vence' when it expires), and 'Guardar cambios'. The shared
// rule is checked before sending; a failed save says why and keeps every change.
import { useId, useState, type SyntheticEvent } from 'react';
import type { ProfileRequirements } from '@/lib/contract/required-documents.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { saveRequirements } from './requirements-api.ts';
import { bodyOf, changesText, listOf, listProblem, type RequirementList } from './requirement-list.ts';

interface CatalogueEntry {
  readonly purpose_name: string;
  readonly name: string;
  readonly expires: boolean;
}

interface ProfileRequirementsCardProps {
  readonly profile: ProfileRequirements;
  readonly catalogue: readonly CatalogueEntry[];
}

export function ProfileRequirementsCard({ profile, catalogue }: ProfileRequirementsCardProps) {
  const id = useId();
  const [saved, setSaved] = useState(profile);
  const [list, setList] = useState<RequirementList>(() => listOf(profile));
  const [title, setTitle] = useState('');
  const [expires, setExpires] = useState(false);
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = list.chosen.size + list.own.length;

  const change = (next: RequirementList) => {
    setList(next);
    setDone(null);
  };

  const toggle = (purpose: string, on: boolean) => {
    const chosen = new Set(list.chosen);
    if (on) chosen.add(purpose);
    else chosen.delete(purpose);
    change({ ...list, chosen });
  };

  /** The list with the document typed in 'Otro documento' added, or null when its name is refused. */
  const withTyped = (): RequirementList | null => {
    if (title.trim() === '') return list;
    const own = [...list.own, { title: title.trim(), expires }];
    const trouble = listProblem(bodyOf({ chosen: new Set(), own }, catalogue));
    setAddProblem(trouble);
    if (trouble) return null;
    setTitle('');
    setExpires(false);
    return { ...list, own };
  };

  const add = () => {
    const next = withTyped();
    if (next && next !== list) change(next);
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    // A name typed but not yet added goes with the list.
    const typed = withTyped();
    if (!typed) return;
    setList(typed);
    const body = bodyOf(typed, catalogue);
    const trouble = listProblem(body);
    setProblem(trouble);
    if (trouble) return;
    setBusy(true);
    setDone(null);
    try {
      const answer = await saveRequirements(profile.id_profile, body);
      setSaved(answer.data.profile);
      setList(listOf(answer.data.profile));
      setDone([answer.message, changesText(answer.data.added, answer.data.removed)].filter(Boolean).join('. '));
    } catch (error) {
      setProblem(`No pudimos guardar la lista. ${failureText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const unchanged =
    JSON.stringify(bodyOf(list, catalogue)) === JSON.stringify(bodyOf(listOf(saved), catalogue)) && title.trim() === '';

  return (
    <details className="bd-card rq-profile">
      <summary>
        <span className="rq-profile-name">{profile.profile_name}</span>
        <span className="bd-muted">{count === 1 ? '1 documento' : `${count} documentos`}</span>
      </summary>
      <form className="rq-form" onSubmit={(event) => void save(event)} noValidate>
        <fieldset className="rq-catalogue">
          <legend>Del catálogo</legend>
          {catalogue.map((entry) => (
            <label key={entry.purpose_name} className="bd-check">
              <input
                type="checkbox"
                checked={list.chosen.has(entry.purpose_name)}
                onChange={(event) => toggle(entry.purpose_name, event.target.checked)}
              />
              <span>
                {entry.name}
                {entry.expires && <span className="bd-muted"> · vence</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="rq-own">
          <legend>Propios de tu empresa</legend>
          {list.own.length === 0 ? (
            <p className="bd-muted">Ninguno por ahora.</p>
          ) : (
            <ul className="rq-own-list">
              {list.own.map((doc) => (
                <li key={doc.title}>
                  <span>
                    {doc.title}
                    {doc.expires && <span className="bd-muted"> · vence</span>}
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => change({ ...list, own: list.own.filter((other) => other !== doc) })}
                  >
                    Quitar<span className="visually-hidden"> {doc.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="rq-add">
            <div className="bd-field">
              <label htmlFor={`${id}-titulo`}>Otro documento</label>
              <input
                id={`${id}-titulo`}
                value={title}
                maxLength={120}
                aria-invalid={addProblem ? true : undefined}
                aria-describedby={addProblem ? `${id}-titulo-error` : undefined}
                onChange={(event) => setTitle(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              {addProblem && (
                <p id={`${id}-titulo-error`} className="rq-field-error" role="alert">
                  {addProblem}
                </p>
              )}
            </div>
            <label className="bd-check">
              <input type="checkbox" checked={expires} onChange={(event) => setExpires(event.target.checked)} />
              <span>Vence</span>
            </label>
            <button type="button" className="btn btn-outline" onClick={add}>
              Agregar
            </button>
          </div>
        </fieldset>
        {problem && (
          <p className="bd-form-error rq-problem" role="alert">
            {problem}
          </p>
        )}
        {done && (
          <p className="bd-summary" role="status">
            {done}
          </p>
        )}
        <div className="rq-actions">
          <button type="submit" className="btn" disabled={busy || unchanged}>
            {busy ? 'Guardando…' : 'Guardar cambios'}
            <span className="visually-hidden"> de {profile.profile_name}</span>
          </button>
        </div>
      </form>
    </details>
  );
}
