export * from './api-calls-doc.ts';
export * from './cli-json-doc.ts';
export * from './client.ts';
export * from './contract.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './openapi.ts';
export * from './route.ts';
