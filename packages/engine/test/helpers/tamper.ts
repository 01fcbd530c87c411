/**
 * A signed link (`….<base64url signature>` at its end) with one signature character changed, so that it provably
 * differs from the link as text AND as the signature's bytes: the character changed is the 10th from the end, which
 * carries 6 bits of the HMAC. (The last one carries 2 bits a decoder ignores; and a fixed replacement such as
 * `slice(0, -3) + 'abc'` equals the original whenever the link ends in it: 1 run in 65,536.)
 */
export const tamperedLink = (link: string): string => {
  const at = link.length - 10;
  const was = link[at];
  if (was === undefined || !/[A-Za-z0-9_-]/.test(was)) throw new Error(`not a signed link: ${link}`);
  return `${link.slice(0, at)}${was === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
};
