export { createApp } from './app.ts';
export { DEV_OUTBOX_PATH } from './dev-outbox.ts';
