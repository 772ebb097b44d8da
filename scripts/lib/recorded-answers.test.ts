import { describe, expect, it } from 'vitest';
import { checkAnswers } from './recorded-answers.ts';

const answer = (path: string, status: number, body: unknown, method = 'GET') => ({
  method,
  path,
  status,
  contentType: 'application/json',
  body,
  empty: false,
});

describe('checking the answers recorded during the end-to-end run', () => {
  it('passes one check per operation whose answers all match', () => {
    const report = checkAnswers([
      answer('/general-data/get-filtered-regions/2', 200, {
        data: [{ id_region: 13000, name_region: 'RM', zone_id: 2 }],
      }),
      answer('/general-data/get-filtered-regions/3', 200, { data: [] }),
      answer('/auth/logout/user', 401, { message: 'Tu sesión expiró. Inicia sesión nuevamente.' }, 'POST'),
    ]);
    expect(report.tally).toEqual({ passed: 2, failed: 0 });
  });

  it('fails an operation with a mismatching answer and names it', () => {
    const report = checkAnswers([
      answer('/general-data/get-filtered-regions/2', 200, { data: [{ id_region: 'RM' }] }),
      answer('/general-data/get-all-datas-filters', 418, { message: 'Soy una tetera' }),
    ]);
    expect(report.tally).toEqual({ passed: 0, failed: 2 });
    expect(report.lines).toContain('✗ GET /general-data/get-filtered-regions/:param');
    expect(report.lines).toContain('✗ GET /general-data/get-all-datas-filters');
  });

  it('leaves out paths that are no route, and fails when nothing was recorded', () => {
    const report = checkAnswers([
      answer('/no-existe', 404, { message: 'Ruta no encontrada' }),
      answer('/openapi.json', 200, {}),
    ]);
    expect(report.tally).toEqual({ passed: 0, failed: 0 });
    expect(report.lines.at(-1)).toContain('1 answers to paths that are no route (404) left out');
    expect(checkAnswers([]).tally).toEqual({ passed: 0, failed: 1 });
  });
});
