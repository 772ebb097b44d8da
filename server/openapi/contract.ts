// The contract document without a running API: an app over an empty in-memory database is enough,
// since the document comes from the route table and the schemas, never from data.
import '../lib/quiet-sqlite-warning.ts';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { buildOpenApiDocument, type DocumentOptions, type OpenApiDocument } from './document.ts';

export interface ContractOptions extends DocumentOptions {
  /** Include the local API's development routes (/_dev/*), which no other backend has. */
  readonly devRoutes?: boolean;
}

export function contractDocument(options: ContractOptions = {}): OpenApiDocument {
  const db = openDatabase(':memory:');
  try {
    // Placeholder secrets: the document needs the webhook's routes, never its secrets.
    const whatsappWebhook = { appSecret: 'contract', verifyToken: 'contract' };
    const app = createApp({ db, filesDir: '/nonexistent', devRoutes: options.devRoutes === true, whatsappWebhook });
    return buildOpenApiDocument(app, options);
  } finally {
    db.close();
  }
}
