import type { LocalizedText } from './schema.ts';

/** Both languages of a catalogue text, English first, then Italian. */
export const t = (en: string, it: string): LocalizedText => ({ 'en-US': en, 'it-IT': it });
