export * from './mailer.ts';
