// Records every answer of the local API as one JSON line (method, path, status, media type, JSON
// body), when asked with API_RECORD_ANSWERS: the end-to-end run checks them against the contract
// afterwards. Binary bodies are recorded without their bytes.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createMiddleware } from 'hono/factory';
import { recordAnswer } from './recorded-answer.ts';

export function recordAnswers(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method === 'OPTIONS') return;
    const answer = await recordAnswer(c.req.method, new URL(c.req.url), c.res.clone());
    appendFileSync(file, `${JSON.stringify(answer)}\n`);
  });
}
