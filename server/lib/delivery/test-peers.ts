// Real protocol peers for the delivery tests: an SMTP server (smtp-server) that receives and
// parses each message (postal-mime), and a node:http server standing in for the Graph API that
// checks every request against the Cloud API's documented shape and can be told to fail.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = Awaited<ReturnType<typeof PostalMime.parse>>;

export interface SmtpPeer {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Refuses the next `count` messages with a temporary (451) or final (550) reply. */
  refuseNext(count: number, code?: 451 | 550): void;
  /** Milliseconds to wait before accepting each message (to kill a sender mid-send). */
  delayMs: number;
  stop(): Promise<void>;
  /** Listens again on the same port, after `stop`. */
  restart(): Promise<void>;
}

export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  let refusals: number[] = [];
  const received: ReceivedMail[] = [];
  const peer = {
    delayMs: 0,
    received,
    refuseNext(count: number, code: 451 | 550 = 451) {
      refusals = Array.from({ length: count }, () => code);
    },
  };
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // The credentials of SMTP_URL must reach the server.
      onAuth(auth, _session, callback) {
        if (auth.username === 'prueba' && auth.password === 'clave') return callback(null, { user: auth.username });
        callback(new Error('Credenciales inválidas'));
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const code = refusals.shift();
          if (code) return callback(Object.assign(new Error('Rechazado por la prueba'), { responseCode: code }));
          setTimeout(() => {
            void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
              received.push(mail);
              callback();
            });
          }, peer.delayMs);
        });
      },
    });
  let server = make();
  const listen = (at: number) => new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  await listen(port);
  const bound = (server.server.address() as AddressInfo).port;
  return Object.assign(peer, {
    url: `smtp://prueba:clave@127.0.0.1:${bound}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    restart: async () => {
      server = make();
      await listen(bound);
    },
  });
}

export interface GraphRequest {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown>;
}

export interface GraphPeer {
  readonly apiUrl: string;
  readonly phoneNumberId: string;
  readonly token: string;
  /** Every request the peer accepted as well-formed, and the shape violations it found. */
  readonly accepted: GraphRequest[];
  readonly violations: string[];
  /** Answers the next `count` requests with an error (HTTP status and Cloud API error code). */
  failNext(count: number, status: number, code: number): void;
  stop(): Promise<void>;
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => resolve(data));
  });
}

/** What the Cloud API documents for POST /{phone-number-id}/messages; answers the problems found. */
function shapeProblems(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (body['messaging_product'] !== 'whatsapp') problems.push('messaging_product');
  if (body['recipient_type'] !== 'individual') problems.push('recipient_type');
  if (typeof body['to'] !== 'string' || !/^\d{8,15}$/.test(body['to'])) problems.push('to');
  const template = body['template'] as
    { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
  const text = body['text'] as { body?: unknown } | undefined;
  if (body['type'] === 'template') {
    if (typeof template?.name !== 'string' || template.language?.code !== 'es') problems.push('template');
    if (!Array.isArray(template?.components)) problems.push('template.components');
  } else if (body['type'] === 'text') {
    if (typeof text?.body !== 'string' || text.body.length === 0) problems.push('text.body');
  } else problems.push('type');
  return problems;
}

export async function startGraphPeer(): Promise<GraphPeer> {
  const phoneNumberId = '106540352242922';
  const token = 'EAAG-token-de-prueba';
  let failures: { status: number; code: number }[] = [];
  const accepted: GraphRequest[] = [];
  const violations: string[] = [];
  let next = 0;
  const server: Server = createServer((request, response) => {
    void read(request).then((raw) => {
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      const problems: string[] = [];
      if (request.method !== 'POST' || request.url !== `/v23.0/${phoneNumberId}/messages`) problems.push('path');
      if (request.headers.authorization !== `Bearer ${token}`) problems.push('authorization');
      if (!request.headers['content-type']?.startsWith('application/json')) problems.push('content-type');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        problems.push('json');
      }
      problems.push(...shapeProblems(body));
      if (problems.length > 0) {
        violations.push(...problems);
        return answer(400, { error: { message: `Invalid parameter: ${problems.join(', ')}`, code: 100 } });
      }
      const failure = failures.shift();
      if (failure) return answer(failure.status, { error: { message: 'Fallo de prueba', code: failure.code } });
      accepted.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      next += 1;
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body['to'], wa_id: body['to'] }],
        messages: [{ id: `wamid.PRUEBA${next}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v23.0`,
    phoneNumberId,
    token,
    accepted,
    violations,
    failNext(count, status, code) {
      failures = Array.from({ length: count }, () => ({ status, code }));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
