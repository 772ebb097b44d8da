// Builds the OpenAPI 3.1 document of the local API from the app itself: the paths and methods
// of its route table, the body, path and query schemas its validators enforce (valibot, turned
// into JSON Schema), and the tokens and answers of the contract table (operations.ts).
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig } from '@valibot/to-json-schema';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { accountDeletedSchema } from '../../src/lib/contract/privacy.ts';
import { validatedInput, type ValidationTarget } from '../lib/validate.ts';
import { companyPosting, errorAnswer, loggedUser, posting, profileLink, workerFile } from './answers.ts';
import { OPERATIONS, type Answer, type Api, type Auth, type FormPart, type RequestBody } from './operations.ts';

type Json = Record<string, unknown>;

export interface OpenApiDocument extends Json {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Json>>;
}

/** Paths the documentation itself is served on; they are not part of the contract. */
export const DOCUMENTATION_PATHS: readonly string[] = ['/openapi.json', '/docs', '/docs/assets/:name'];

export const API_BASES: Readonly<Record<Api, { readonly variable: string; readonly tag: string }>> = {
  users: { variable: 'PUBLIC_USERS_API_URL', tag: 'API de usuarios' },
  business: { variable: 'PUBLIC_BUSINESS_API_URL', tag: 'API de empresas' },
  data: { variable: 'PUBLIC_DATA_API_URL', tag: 'API de datos generales' },
  dev: { variable: 'la API local en modo local', tag: 'Solo API local' },
};

/** The tag and marker of the routes that extend the specified backend API (see operations.ts). */
export const EXTENSION = {
  tag: 'Extensiones de la API',
  marker: 'x-extension',
  description:
    'Rutas que el producto necesita además de la API especificada del backend (revisión de documentos, ' +
    'firma, derechos sobre los datos personales, verificación del correo desde la configuración). ' +
    'La API local las implementa; un backend real debe agregarlas.',
} as const;

const SECURITY: Readonly<Record<Auth, string>> = {
  user: 'authUser',
  business: 'authBusiness',
  power: 'powerToken',
  owner: 'ownerLinkToken',
};
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

const REQUEST_CONFIG: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };
/** Answer schemas shared by many operations, written once under components.schemas. */
const SHARED_ANSWERS = {
  Error: errorAnswer,
  Posting: posting,
  CompanyPosting: companyPosting,
  WorkerFile: workerFile,
  LoggedUser: loggedUser,
  ProfileLink: profileLink,
};
const SHARED_CONFIG: ConversionConfig = { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' };
const ANSWER_CONFIG: ConversionConfig = { ...SHARED_CONFIG, definitions: SHARED_ANSWERS };

/** JSON Schema of a valibot schema; shared answer schemas become references to components. */
function jsonSchema(schema: v.GenericSchema, config: ConversionConfig): Json {
  const converted = toJsonSchema(schema, config) as Json;
  delete converted['$schema'];
  delete converted['$defs'];
  return toComponentRefs(converted);
}

const toComponentRefs = (value: Json): Json =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;

function sharedSchemas(): Json {
  return toComponentRefs(toJsonSchemaDefs(SHARED_ANSWERS, SHARED_CONFIG));
}

/** Every method and path of the app (middleware entries aside) with its handlers, in mounting order. */
export function appRoutes(app: Hono): Map<string, { method: string; path: string; handlers: unknown[] }> {
  const routes = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const entry = routes.get(key) ?? { method: route.method, path: route.path, handlers: [] };
    let handler: unknown = route.handler;
    while (typeof handler === 'function' && '__COMPOSED_HANDLER' in handler) handler = handler.__COMPOSED_HANDLER;
    entry.handlers.push(handler);
    routes.set(key, entry);
  }
  return routes;
}

/** '/a/:id' → '/a/{id}' (a `:name{regex}` parameter keeps only its name). */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

function validated(handlers: readonly unknown[]): Map<ValidationTarget, v.GenericSchema> {
  const found = new Map<ValidationTarget, v.GenericSchema>();
  for (const handler of handlers) {
    const input = typeof handler === 'function' ? validatedInput(handler) : undefined;
    if (input) found.set(input.target, input.schema);
  }
  return found;
}

function objectEntries(schema: v.GenericSchema): Readonly<Record<string, v.GenericSchema>> {
  const object = 'pipe' in schema && Array.isArray(schema.pipe) ? (schema.pipe[0] as v.GenericSchema) : schema;
  return 'entries' in object ? (object.entries as Record<string, v.GenericSchema>) : {};
}

const isOptional = (schema: v.GenericSchema) => ['optional', 'nullish', 'exact_optional'].includes(schema.type);

function parameters(path: string, schemas: Map<ValidationTarget, v.GenericSchema>): Json[] {
  const params = schemas.get('param');
  const pathEntries = params ? objectEntries(params) : {};
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const inPath = names.map((name) => {
    const entry = pathEntries[name];
    return { name, in: 'path', required: true, schema: entry ? jsonSchema(entry, REQUEST_CONFIG) : { type: 'string' } };
  });
  const query = schemas.get('query');
  const inQuery = Object.entries(query ? objectEntries(query) : {}).map(([name, entry]) => ({
    name,
    in: 'query',
    required: !isOptional(entry),
    schema: jsonSchema(entry, REQUEST_CONFIG),
  }));
  return [...inPath, ...inQuery];
}

function formPart(part: FormPart): Json {
  if ('json' in part) {
    return {
      type: 'string',
      description: part.description,
      contentMediaType: 'application/json',
      contentSchema: jsonSchema(part.json, REQUEST_CONFIG),
    };
  }
  if ('file' in part) return { type: 'string', contentMediaType: 'application/octet-stream', description: part.file };
  return jsonSchema(part.fields, REQUEST_CONFIG);
}

function multipartSchema(body: Extract<RequestBody, { multipart: unknown }>): Json {
  const properties: Json = {};
  let fields: Json | undefined;
  for (const [name, part] of Object.entries(body.multipart)) {
    if ('fields' in part) fields = formPart(part);
    else properties[name] = formPart(part);
  }
  const merged = fields ? { ...(fields.properties as Json), ...properties } : properties;
  const required = [...((fields?.required as string[] | undefined) ?? []), ...body.required];
  return { type: 'object', properties: merged, required };
}

function requestBody(body: RequestBody | undefined, validatedJson: v.GenericSchema | undefined): Json | undefined {
  if (validatedJson) {
    return { required: true, content: { 'application/json': { schema: jsonSchema(validatedJson, REQUEST_CONFIG) } } };
  }
  if (!body) return undefined;
  if ('json' in body)
    return { required: true, content: { 'application/json': { schema: jsonSchema(body.json, REQUEST_CONFIG) } } };
  return { required: true, content: { 'multipart/form-data': { schema: multipartSchema(body) } } };
}

function answer({ description, body }: Answer): Json {
  if (body === 'none') return { description };
  if ('binary' in body) {
    const content = Object.fromEntries(
      body.binary.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    );
    return { description, content };
  }
  return { description, content: { 'application/json': { schema: jsonSchema(body, ANSWER_CONFIG) } } };
}

const error = (description: string): Answer => ({ description, body: errorAnswer });

const workerRefusal = v.object({ ...errorAnswer.entries, deletion: v.optional(accountDeletedSchema) });

function answers(key: string, readsInput: boolean, auth: Auth | undefined, method: string): Json {
  const operation = OPERATIONS[key];
  const all = new Map<number, Answer>(Object.entries(operation?.answers ?? {}).map(([s, a]) => [Number(s), a]));
  const add = (status: number, description: string) => {
    if (!all.has(status)) all.set(status, error(description));
  };
  if (readsInput) add(400, 'Datos inválidos: un mensaje en español por cada regla que no se cumple.');
  // A worker's session that outlived the deletion of the account is refused with the deletion's
  // confirmation beside the message (an extension: lib/deletion-confirmation.ts).
  if (auth === 'user' && !all.has(401)) {
    all.set(401, {
      description:
        'Falta el token, no es válido, venció o la sesión se cerró. Si la cuenta se eliminó después de iniciar la sesión, trae además `deletion` (extensión): qué se borró y qué se conserva por ley.',
      body: workerRefusal,
    });
  }
  if (auth) add(401, 'Falta el token, no es válido, venció o la sesión se cerró.');
  if (METHODS_WITH_BODY.has(method)) add(413, 'El cuerpo de la solicitud es demasiado grande.');
  add(500, 'Error inesperado (sin detalles internos).');
  const sorted = [...all].sort(([a], [b]) => a - b);
  return Object.fromEntries(sorted.map(([status, value]) => [String(status), answer(value)]));
}

export interface DocumentOptions {
  /** The base URL of each API (the three may live on different hosts); default the local API. */
  readonly servers?: Partial<Record<Api, string>>;
  readonly version?: string;
}

const LOCAL_API = 'http://localhost:8787';

/** The OpenAPI 3.1 document of every route of the app (the documentation routes aside). */
export function buildOpenApiDocument(app: Hono, options: DocumentOptions = {}): OpenApiDocument {
  const serverOf = (api: Api) => options.servers?.[api] ?? options.servers?.users ?? LOCAL_API;
  const paths: Record<string, Record<string, Json>> = {};
  for (const [key, route] of appRoutes(app)) {
    if (DOCUMENTATION_PATHS.includes(route.path)) continue;
    const operation = OPERATIONS[key];
    const schemas = validated(route.handlers);
    const method = route.method.toLowerCase();
    const path = openApiPath(route.path);
    const api = operation?.api ?? 'users';
    const body = requestBody(operation?.body, schemas.get('json'));
    const params = parameters(route.path, schemas);
    const auth = operation?.auth;
    const item = (paths[path] ??= {});
    item[method] = {
      operationId: key,
      summary: operation?.summary ?? key,
      tags: operation?.extension ? [API_BASES[api].tag, EXTENSION.tag] : [API_BASES[api].tag],
      'x-api': api,
      ...(operation?.extension ? { [EXTENSION.marker]: true } : {}),
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      ...(auth ? { security: [{ [SECURITY[auth]]: [] }] } : { security: [] }),
      servers: [{ url: serverOf(api), description: `Base: ${API_BASES[api].variable}` }],
      responses: answers(key, body !== undefined || params.length > 0, auth, route.method),
    };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Enlista: contrato del backend',
      version: options.version ?? '0.1.0',
      description:
        'Cada llamada que el sitio hace a sus tres APIs (usuarios, empresas y datos generales), generada ' +
        'de los mismos esquemas con que la API local valida. Las respuestas de error llevan `message`: ' +
        'un texto en español, o una lista de textos cuando se rechazan datos.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: serverOf('users'), description: `Base: ${API_BASES.users.variable}` }],
    tags: [
      ...Object.values(API_BASES).map(({ tag, variable }) => ({ name: tag, description: `Base: ${variable}` })),
      { name: EXTENSION.tag, description: EXTENSION.description },
    ],
    components: {
      schemas: sharedSchemas(),
      securitySchemes: {
        authUser: { type: 'apiKey', in: 'header', name: 'auth-user', description: 'Token de sesión del trabajador.' },
        authBusiness: {
          type: 'apiKey',
          in: 'header',
          name: 'auth-business',
          description: 'Token de sesión de la empresa.',
        },
        powerToken: {
          type: 'apiKey',
          in: 'header',
          name: 'auth-user',
          description: 'Token del enlace del poder simple.',
        },
        ownerLinkToken: {
          type: 'apiKey',
          in: 'header',
          name: 'auth-power',
          description: 'Token del enlace con que el dueño del vehículo firma el poder simple (un solo uso, 7 días).',
        },
      },
    },
    paths,
  };
}
