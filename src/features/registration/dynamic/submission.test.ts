import { describe, expect, it } from 'vitest';
import { submissionBody } from './submission.ts';
import type { PageResponse } from './responses-store.ts';

const entry = (input_id: number, value: string | string[], type: string) => ({
  input_id,
  value,
  type,
  label: 'x',
  origin: 'user',
  country: null,
  countryCode: null,
});

describe('dynamic submission body', () => {
  it('sends userData plus one part per input_id: the first file, each list item, the text', () => {
    const pages: PageResponse[] = [
      { page_id: 1, responses: [entry(11, 'Ignacio', 'text')] },
      {
        page_id: 2,
        responses: [
          entry(21, ['Mañana', 'Noche'], 'checkbox'),
          entry(22, 'licencia.pdf', 'file'),
          entry(23, '', 'file'),
        ],
      },
    ];
    const file = new File(['%PDF-'], 'licencia.pdf');
    const body = submissionBody(pages, (id) => (id === 22 ? file : undefined), {
      data_processing: true,
      job_offers: false,
    });
    const userData = body.get('userData');
    expect(typeof userData === 'string' ? JSON.parse(userData) : null).toEqual(pages);
    expect(body.getAll('11')).toEqual(['Ignacio']);
    expect(body.getAll('21')).toEqual(['Mañana', 'Noche']);
    expect((body.get('22') as File).name).toBe('licencia.pdf');
    expect(body.has('23')).toBe(false);
    expect(body.get('consents')).toBe('{"data_processing":true,"job_offers":false}');
  });
});
