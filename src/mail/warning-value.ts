/**
 * A value of the input named in a warning: cut to its first characters. A boundary, a
 * charset label, a media type or a transfer encoding may be megabytes long in hostile mail,
 * and a warning that repeated it whole wrote megabytes to stderr per message (session 53's
 * sweep).
 */

/** characters of a value a warning shows */
const SHOWN = 64;

/** `value`, cut after SHOWN characters with "…" and its length */
export function shown(value: string): string {
  if (value.length <= SHOWN) return value;
  return `${value.slice(0, SHOWN)}… (${value.length} characters)`;
}

/** `value` in double quotes, cut as `shown` cuts it */
export function quoted(value: string): string {
  if (value.length <= SHOWN) return `"${value}"`;
  return `"${value.slice(0, SHOWN)}…" (${value.length} characters)`;
}
