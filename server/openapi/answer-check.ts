// Checks one answer of the API against the contract document: the operation exists, the status is
// one of its answers, and the body has the media type and (for JSON) the schema the document gives.
// JSON Schema 2020-12 through Ajv, with the document's shared schemas in reach of its references.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './document.ts';
import type { RecordedAnswer } from './recorded-answer.ts';

export interface AnswerVerdict {
  /** The operation as the document names it ('GET /business/job-postings'), or the request when unknown. */
  readonly operation: string;
  readonly problems: readonly string[];
}

type Json = Record<string, unknown>;

export class AnswerChecker {
  readonly #document: OpenApiDocument;
  readonly #ajv: Ajv2020;
  readonly #compiled = new Map<string, ValidateFunction>();
  readonly #matchers: { readonly template: string; readonly pattern: RegExp; readonly params: number }[];

  constructor(document: OpenApiDocument) {
    this.#document = document;
    this.#ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.#ajv);
    this.#ajv.addSchema({ $id: 'contract.json', components: document['components'] }, 'contract.json');
    this.#matchers = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
  }

  /** The document's path template for a requested path (literal paths win over templated ones). */
  templateOf(method: string, path: string): string | undefined {
    const lower = method.toLowerCase();
    return this.#matchers.find((m) => m.pattern.test(path) && this.#document.paths[m.template]?.[lower])?.template;
  }

  check(answer: RecordedAnswer): AnswerVerdict {
    const template = this.templateOf(answer.method, answer.path);
    if (!template)
      return { operation: `${answer.method} ${answer.path}`, problems: ['ninguna operación del documento'] };
    const method = answer.method.toLowerCase();
    const operation = this.#document.paths[template]?.[method] as Json;
    const name =
      typeof operation['operationId'] === 'string' ? operation['operationId'] : `${answer.method} ${template}`;
    const responses = operation['responses'] as Record<string, Json>;
    const declared = responses[String(answer.status)];
    if (!declared) {
      return {
        operation: name,
        problems: [`el estado ${answer.status} no es uno de ${Object.keys(responses).join(', ')}`],
      };
    }
    const content = declared['content'] as Record<string, Json> | undefined;
    if (!content) {
      return {
        operation: name,
        problems: answer.empty === false ? [`el estado ${answer.status} no lleva cuerpo`] : [],
      };
    }
    const mediaType = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(mediaType in content)) {
      return {
        operation: name,
        problems: [`el tipo '${mediaType}' no es uno de ${Object.keys(content).join(', ')}`],
      };
    }
    if (mediaType !== 'application/json') return { operation: name, problems: [] };
    return { operation: name, problems: this.#validate(template, method, answer) };
  }

  #validate(template: string, method: string, answer: RecordedAnswer): string[] {
    const key = `${method} ${template} ${answer.status}`;
    let validate = this.#compiled.get(key);
    if (!validate) {
      const responses = (this.#document.paths[template]?.[method] as Json)['responses'] as Record<string, Json>;
      const schema = (
        (responses[String(answer.status)]?.['content'] as Record<string, Json>)['application/json'] as Json
      )['schema'] as Json;
      const rebased = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"contract.json#/components/'),
      ) as Json;
      validate = this.#ajv.compile(rebased);
      this.#compiled.set(key, validate);
    }
    if (validate(answer.body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `cuerpo${error.instancePath}: ${error.message ?? 'no es válido'}`);
  }
}
