import { describe, expect, it } from 'vitest';
import { outcomeText, pending, progressText, sendToEach, type Recipient } from './send-each.ts';

const people: Recipient[] = [1, 2, 3, 4].map((id) => ({ id, name: `Persona ${id}`, email: `p${id}@demo.cl` }));

describe('one e-mail to each person', () => {
  it('calls once per person in order, reports progress and keeps going after a failure', async () => {
    const calls: number[] = [];
    const progress: string[] = [];
    const round = await sendToEach(
      people,
      (person) => {
        calls.push(person.id);
        return person.id === 2 ? Promise.reject(new Error('caído')) : Promise.resolve();
      },
      (error) => (error as Error).message,
      (current, total) => progress.push(progressText(current, total)),
    );
    expect(calls).toEqual([1, 2, 3, 4]);
    expect(progress).toEqual(['Enviando 1 de 4…', 'Enviando 2 de 4…', 'Enviando 3 de 4…', 'Enviando 4 de 4…']);
    expect(round.sent).toEqual([1, 3, 4]);
    expect(round.failed).toEqual([{ recipient: people[1], error: 'caído' }]);
  });

  it('retries only whoever has not received it', () => {
    expect(pending(people, new Set([1, 3, 4])).map((person) => person.id)).toEqual([2]);
    expect(pending(people, new Set([1, 2, 3, 4]))).toEqual([]);
  });

  it('says how many were sent', () => {
    expect(outcomeText(12, 12)).toBe('Se enviaron los 12 correos.');
    expect(outcomeText(10, 12)).toBe('Se enviaron 10 de 12 correos.');
    expect(outcomeText(1, 1)).toBe('Se envió el correo.');
  });
});
