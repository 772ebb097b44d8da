// @vitest-environment jsdom
// A server-drawn form typed into before its code is live: once hydrated, every typed value and
// choice is in the form's state (what a submit sends) and in its draft, and a stored draft gives
// way to what was typed after it.
import { draftStamp } from '@/lib/drafts/rules.ts';
import { Field, Form, useForm, type SubmitHandler } from '@formisch/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $drafts, draftKey, readDraft } from '@/stores/drafts.ts';
import { carryTypedInput, typedEarly } from '@/lib/early-submit/carry-over.ts';
import { useFormDraft } from './use-form-draft.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = v.object({
  name: v.string(),
  email: v.string(),
  region: v.string(),
  message: v.string(),
  terms: v.boolean(),
});
type Values = v.InferOutput<typeof schema>;
const KEY = draftKey('anon', 'probe');

function Probe({ onSubmit }: { onSubmit: SubmitHandler<typeof schema> }) {
  const form = useForm({ schema, initialInput: { name: '', email: '', region: '', message: '', terms: false } });
  const draft = useFormDraft(form, 'probe', { owner: 'anon' });
  return (
    <Form of={form} {...draft.bind} onSubmit={onSubmit}>
      <Field of={form} path={['name']}>
        {(field) => <input {...field.props} aria-label="Nombre" value={field.input ?? ''} />}
      </Field>
      <Field of={form} path={['email']}>
        {(field) => <input {...field.props} type="email" aria-label="Correo" value={field.input ?? ''} />}
      </Field>
      <Field of={form} path={['region']}>
        {(field) => (
          <select {...field.props} aria-label="Región" value={field.input ?? ''}>
            <option value="">Selecciona</option>
            <option value="Maule">Maule</option>
            <option value="Biobío">Biobío</option>
          </select>
        )}
      </Field>
      <Field of={form} path={['message']}>
        {(field) => <textarea {...field.props} aria-label="Mensaje" value={field.input ?? ''} />}
      </Field>
      <Field of={form} path={['terms']}>
        {(field) => <input {...field.props} type="checkbox" aria-label="Acepto" checked={field.input ?? false} />}
      </Field>
      <button type="submit">Enviar</button>
    </Form>
  );
}

const TYPED: Values = { name: 'Ana Pérez', email: 'ana@correo.cl', region: 'Biobío', message: 'Hola', terms: true };

/** Draws the form on the server, types into it as a person would before the code runs. */
function drawnAndTyped(container: HTMLElement, onSubmit: SubmitHandler<typeof schema>): HTMLFormElement {
  container.innerHTML = renderToString(<Probe onSubmit={onSubmit} />);
  const form = container.querySelector('form');
  if (!form) throw new Error('no form');
  const control = (label: string) => form.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
  control('Nombre').value = TYPED.name;
  control('Correo').value = TYPED.email;
  (form.querySelector('select') as HTMLSelectElement).value = TYPED.region;
  (form.querySelector('textarea') as HTMLTextAreaElement).value = TYPED.message;
  control('Acepto').checked = true;
  return form;
}

/** The element Astro wraps an island in, hydrated (`client` 'visible', 'load'…) or drawn in the browser ('only'). */
function island(client: string): HTMLElement {
  const element = document.createElement('astro-island');
  element.setAttribute('client', client);
  return document.body.appendChild(element);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  $drafts.set({});
});

function hydrate(container: HTMLElement, onSubmit: SubmitHandler<typeof schema>) {
  act(() => {
    root = hydrateRoot(container, <Probe onSubmit={onSubmit} />);
  });
}

async function submitted(form: HTMLFormElement, onSubmit: ReturnType<typeof vi.fn>): Promise<unknown> {
  act(() => {
    form.requestSubmit();
  });
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0]?.[0];
}

describe('values typed before hydration', () => {
  it('are found by the fields that no longer show what the page was drawn with', () => {
    const container = island('visible');
    const form = drawnAndTyped(container, vi.fn());
    expect(typedEarly(form).map((control) => control.getAttribute('aria-label'))).toEqual([
      'Nombre',
      'Correo',
      'Región',
      'Mensaje',
      'Acepto',
    ]);
  });

  it('an untouched form has nothing to carry over', () => {
    const container = island('load');
    container.innerHTML = renderToString(<Probe onSubmit={vi.fn()} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(carryTypedInput(form)).toBe(0);
  });

  it('a form drawn in the browser is left alone', () => {
    const container = island('only');
    const form = drawnAndTyped(container, vi.fn());
    expect(carryTypedInput(form)).toBe(0);
  });

  it('stay in their fields, are sent and kept in the draft once the form is live', async () => {
    const onSubmit = vi.fn();
    const container = island('visible');
    const form = drawnAndTyped(container, onSubmit);
    hydrate(container, onSubmit);
    expect((form.querySelector('[aria-label="Nombre"]') as HTMLInputElement).value).toBe(TYPED.name);
    expect((form.querySelector('select') as HTMLSelectElement).value).toBe(TYPED.region);
    expect((form.querySelector('textarea') as HTMLTextAreaElement).value).toBe(TYPED.message);
    await vi.waitFor(() => expect(readDraft(KEY)).toMatchObject(TYPED));
    expect(await submitted(form, onSubmit)).toEqual(TYPED);
  });

  it('win over an older stored draft, which fills the rest', async () => {
    $drafts.setKey(KEY, { name: 'Borrador', message: 'Texto guardado', region: 'Maule', ...draftStamp() });
    const onSubmit = vi.fn();
    const container = island('visible');
    const form = drawnAndTyped(container, onSubmit);
    const message = form.querySelector('textarea') as HTMLTextAreaElement;
    message.value = message.defaultValue;
    hydrate(container, onSubmit);
    expect(await submitted(form, onSubmit)).toEqual({ ...TYPED, message: 'Texto guardado' });
  });
});
