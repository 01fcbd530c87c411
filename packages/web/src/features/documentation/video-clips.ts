import type { Locale } from '@esgkit/core';

/**
 * The walkthrough clips of documentation/videos, in the page's order (issue 30 "Videos"). `npm run videos`
 * (scripts/videos.ts) records each into public/videos/<id>.webm with its captions <id>.<locale>.vtt; the page's texts
 * are `web.videos.clips.<id>`.
 */
export const videoClipIds = ['lookup', 'screening', 'client', 'sharing', 'matching', 'chat'] as const;
export type VideoClipId = (typeof videoClipIds)[number];

/** Where the host serves the clips (the SPA's static files, from public/). */
export const videoUrl = (id: VideoClipId): string => `/videos/${id}.webm`;
export const captionsUrl = (id: VideoClipId, locale: Locale): string => `/videos/${id}.${locale}.vtt`;

/** Each caption track's label, in its own language (as a language menu names them). */
export const captionLanguages: Record<Locale, { label: string; srclang: string }> = {
  'en-US': { label: 'English', srclang: 'en' },
  'it-IT': { label: 'Italiano', srclang: 'it' },
};
