// Public entry of the worker-document rules shared by the site and the local API.
export * from './standing.ts';
export * from './documentation.ts';
export * from './decision-text.ts';
