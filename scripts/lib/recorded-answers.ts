// The last step of the end-to-end run: every answer the local API gave during the run (recorded
// as JSON Lines with API_RECORD_ANSWERS) is checked against the contract document. One passed
// check per operation whose answers all match, one failure per operation with a mismatch, and one
// failure when nothing was recorded. Requests to paths that are no route (404) are not operations.
import { existsSync, readFileSync } from 'node:fs';
import { AnswerChecker } from '../../server/openapi/answer-check.ts';
import type { RecordedAnswer } from '../../server/openapi/recorded-answer.ts';
import { contractDocument } from '../../server/openapi/contract.ts';
import type { OpenApiDocument } from '../../server/openapi/document.ts';
import type { Tally } from './tally.ts';

export const ANSWERS_FILE = 'api-answers.jsonl';

const DOCUMENTATION = /^\/(openapi\.json|docs)(\/|$)/;

export interface AnswersReport {
  readonly tally: Tally;
  readonly lines: readonly string[];
}

export function checkAnswers(
  answers: readonly RecordedAnswer[],
  document: OpenApiDocument = contractDocument({ devRoutes: true }),
): AnswersReport {
  if (answers.length === 0) return { tally: { passed: 0, failed: 1 }, lines: ['no answers were recorded'] };
  const checker = new AnswerChecker(document);
  const problems = new Map<string, string[]>();
  let notRoutes = 0;
  for (const answer of answers) {
    if (DOCUMENTATION.test(answer.path)) continue;
    if (answer.status === 404 && !checker.templateOf(answer.method, answer.path)) {
      notRoutes++;
      continue;
    }
    const verdict = checker.check(answer);
    const list = problems.get(verdict.operation) ?? [];
    for (const problem of verdict.problems) list.push(`${answer.status} ${answer.path}: ${problem}`);
    problems.set(verdict.operation, list);
  }
  const failed = [...problems].filter(([, list]) => list.length > 0);
  const lines = failed.flatMap(([operation, list]) => [
    `✗ ${operation}`,
    ...[...new Set(list)].slice(0, 5).map((problem) => `    ${problem}`),
  ]);
  lines.push(
    `${answers.length} answers, ${problems.size} operations checked, ${failed.length} with a mismatch` +
      (notRoutes > 0 ? `; ${notRoutes} answers to paths that are no route (404) left out` : ''),
  );
  return { tally: { passed: problems.size - failed.length, failed: failed.length }, lines };
}

export function checkAnswersFile(file: string): AnswersReport {
  if (!existsSync(file)) return { tally: { passed: 0, failed: 1 }, lines: [`${file} is missing`] };
  const answers = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedAnswer);
  return checkAnswers(answers);
}
