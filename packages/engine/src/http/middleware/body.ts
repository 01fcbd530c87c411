import express, { type RequestHandler } from 'express';

/**
 * JSON bodies up to `limit` bytes. Any content type is read as JSON (a route with a body takes JSON only), so a
 * wrong content type is a 400, not a silently empty body; larger is 413.
 */
export const jsonBody = (limit: number): RequestHandler => express.json({ limit, type: () => true });
