// Public entry of the wire shapes shared by the site and the local API.
export * from './documentation.ts';
export * from './review.ts';
export * from './worker-file.ts';
export * from './required-documents.ts';
export * from './news.ts';
