// The registered profiles' documentation state and filter, in process: each worker's state over
// the documents their profiles ask for, read against today, and `?documentation=` keeping the
// workers to whom a state applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentationSummaryAnswer } from '../../../src/lib/contract/documentation.ts';
import { COMPANY, COMPANY_SUR, createReviewContext, json, type ReviewTestContext } from './review-test-helpers.ts';

interface Registered {
  email: string;
  firstname: string;
  lastname: string;
  documentation: DocumentationSummaryAnswer;
}

let api: ReviewTestContext;
beforeAll(async () => {
  api = await createReviewContext();
});
afterAll(() => api.cleanup());

const listed = async (query = '', email = COMPANY) =>
  (
    await json<{ data: Registered[]; count: number }>(
      await api.call(email, 'GET', `/business/get-registered-profiles${query}`),
    )
  ).data;
const names = (workers: Registered[]) => workers.map((worker) => `${worker.firstname} ${worker.lastname}`).sort();

describe('GET /business/get-registered-profiles documentation', () => {
  it('gives each worker the state shown and the counts', async () => {
    const workers = await listed();
    const state = (name: string) =>
      workers.find((worker) => `${worker.firstname} ${worker.lastname}` === name)?.documentation;
    expect(state('Lucas Valenzuela')).toMatchObject({ state: 'completa', approved: 9, required: 9, missing: 0 });
    expect(state('Matías Figueroa')).toMatchObject({
      state: 'por_vencer',
      states: ['por_vencer', 'completa'],
      expiring: 1,
    });
    expect(state('Vicente Núñez')).toMatchObject({ state: 'vencida', approved: 8, required: 9, expired: 1 });
    expect(state('Agustina Sandoval')).toMatchObject({ state: 'con_rechazos', rejected: 1 });
    expect(state('Maximiliano Orellana')).toMatchObject({ state: 'incompleta', in_review: 3, missing: 6 });
    expect(state('Camila Rojas')).toMatchObject({ state: 'vencida' });
  });

  it('filters by each state that applies', async () => {
    expect(names(await listed('?documentation=completa'))).toEqual([
      'Emilia Cortés',
      'Javiera Espinoza',
      'Lucas Valenzuela',
      'Matías Figueroa',
    ]);
    expect(names(await listed('?documentation=por_vencer'))).toEqual(['Camila Rojas', 'Matías Figueroa']);
    expect(names(await listed('?documentation=vencida'))).toEqual(['Camila Rojas', 'Vicente Núñez']);
    expect(names(await listed('?documentation=con_rechazos'))).toEqual(['Agustina Sandoval', 'Camila Rojas']);
    const incomplete = await listed('?documentation=incompleta');
    expect(incomplete.length).toBeGreaterThan(20);
    expect(incomplete.every((worker) => worker.documentation.approved < worker.documentation.required)).toBe(true);
  });

  it('keeps each company to its own workers when filtering', async () => {
    const sur = await listed('?documentation=incompleta', COMPANY_SUR);
    expect(sur.every((worker) => worker.email.endsWith('@demo.cl'))).toBe(true);
    expect(names(sur)).toEqual([
      'Carolina Navarrete',
      'Daniela Mardones',
      'Matías Soto',
      'Pablo Saavedra',
      'Rodrigo Vera',
    ]);
  });

  it('refuses a state that is not one of the list', async () => {
    const response = await api.call(COMPANY, 'GET', '/business/get-registered-profiles?documentation=todas');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Elige un estado de documentación de la lista'] });
  });
});
