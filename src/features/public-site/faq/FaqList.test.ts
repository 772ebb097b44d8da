// The FAQ accordion with hostile content: HTML in questions and answers is shown as text, and the
// word 'enlace' becomes a link only when the item's enlace is http(s) or a path on this site.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import FaqListModule from './FaqList.astro';

// Type-aware lint does not resolve .astro modules, and jsdom ships no types (nor @types) here, so
// both are named explicitly; jsdom is loaded by a computed name to keep the compiler out of it.
type Component = Parameters<AstroContainer['renderToString']>[0];
const FaqList = FaqListModule as unknown as Component;
const JSDOM_MODULE = 'jsdom';
const { JSDOM } = (await import(JSDOM_MODULE)) as { JSDOM: new (html: string) => { window: Window } };

async function render(enlace: string | undefined, question = '¿Cómo agendo?', answer = 'Agenda en este enlace.') {
  const container = await AstroContainer.create();
  const html = await container.renderToString(FaqList, {
    props: {
      group: 'faq-test',
      items: [{ id: 1, question, answers: [answer], ...(enlace === undefined ? {} : { enlace }) }],
    },
  });
  // Rendered on the server side (the Astro compiler runs there), then read as a browser would.
  return new JSDOM(html).window.document.body;
}

describe('FAQ links', () => {
  it.each(['https://calendar.app.google/demo', 'http://ejemplo.cl/x', '/politicas-privacidad'])(
    'turns the word enlace into a link to %s',
    async (enlace) => {
      const link = (await render(enlace)).querySelector('.answer a');
      expect(link?.getAttribute('href')).toBe(enlace);
      expect(link?.textContent).toContain('enlace');
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/phish',
    'mailto:x@y.cl',
    'ftp://ejemplo.cl',
    'https:/broken',
  ])('leaves the word as plain text when the enlace is %s', async (enlace) => {
    const answer = (await render(enlace)).querySelector('.answer');
    expect(answer?.querySelector('a')).toBeNull();
    expect(answer?.textContent.trim()).toBe('Agenda en este enlace.');
  });

  it('shows HTML in questions and answers as text', async () => {
    const host = await render(
      'https://ejemplo.cl',
      '<img src=x onerror=alert(1)>¿Pregunta?',
      '<script>alert(1)</script><b>negrita</b> y un enlace',
    );
    expect(host.querySelector('img, script, b')).toBeNull();
    expect(host.querySelector('.question')?.textContent).toBe('<img src=x onerror=alert(1)>¿Pregunta?');
    expect(host.querySelector('.answer p')?.textContent).toContain('<script>alert(1)</script><b>negrita</b>');
  });
});
