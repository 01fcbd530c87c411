/**
 * The version check at start (spec doc 1 §4, doc 2 §4): the server's version differs from the built-in one, so a
 * blocking modal asks for a reload (`versionMissmatch`). No answer from the server is no mismatch: the app does not
 * block itself on a failed check. Versions compare as trimmed strings, a leading `v` ignored.
 */
export const isVersionMismatch = (server: string | null | undefined, builtIn: string): boolean => {
  const normalize = (version: string) => version.trim().replace(/^v/i, '');
  if (server === null || server === undefined || normalize(server) === '') return false;
  return normalize(server) !== normalize(builtIn);
};
