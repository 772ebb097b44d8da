// The template catalogue and the code agree: docs/messages.md names every kind the API sends and
// every chat template with its category, and a URL button's dynamic part is the link's path.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textToHtml } from './html.ts';
import { CHAT_TEMPLATES, MESSAGE_KINDS, linkSuffix } from './templates.ts';

const catalogue = readFileSync(new URL('../../../docs/messages.md', import.meta.url), 'utf8');

describe('message kinds and templates', () => {
  it('documents every kind of message in docs/messages.md', () => {
    for (const kind of MESSAGE_KINDS) expect(catalogue, kind).toContain(`\`${kind}\``);
  });

  it('documents each chat template with its name and category, codes without links', () => {
    for (const [kind, template] of Object.entries(CHAT_TEMPLATES)) {
      const row = catalogue.split('\n').find((line) => line.startsWith(`| \`${kind}\``));
      expect(row, kind).toContain(`\`${template.name}\``);
      expect(row, kind).toContain(template.category);
      if (template.category === 'AUTHENTICATION') expect(template.button).toBe('copy-code');
    }
  });

  it('takes the path, query and fragment of a link as a URL button’s dynamic part', () => {
    expect(linkSuffix('https://enlista.cl/firmar-poder?t=abc.def')).toBe('firmar-poder?t=abc.def');
    expect(linkSuffix('http://localhost:4321/user/dashboard/job-postings#12')).toBe('user/dashboard/job-postings#12');
  });
});

describe('the HTML part of an e-mail', () => {
  it('escapes the text, links URLs without their closing punctuation and keeps paragraphs', () => {
    const html = textToHtml('Hola <Ana> & "equipo":\n\nAbre https://enlista.cl/r?a=1&b=2.\nGracias');
    expect(html).toContain('<p>Hola &lt;Ana&gt; &amp; &quot;equipo&quot;:</p>');
    expect(html).toContain(
      '<p>Abre <a href="https://enlista.cl/r?a=1&amp;b=2">https://enlista.cl/r?a=1&amp;b=2</a>.<br>\nGracias</p>',
    );
  });
});
