/**
 * content (IANA provisional, Android's ContentResolver): `content://authority/path`. Always
 * an authority with a host: `<content:encoded>` in every RSS item (the RSS content module's
 * element) is no content URI.
 */
import type { SchemeRule } from "../types.js";

export const content: SchemeRule = { name: "content", requiresHost: true };
