/**
 * String chunks to UTF-8 bytes, as one text: a chunk that ends between the two halves of a
 * surrogate pair (a string split by UTF-16 code units: "😀" is two of them) keeps its high
 * half for the next chunk, as WHATWG's TextEncoderStream does (Encoding §7.4), so results
 * never depend on where a string was split. A half that no low half follows is U+FFFD, as
 * TextEncoder writes a lone surrogate. No Node built-ins: the web stream uses it too.
 */

const encoder = new TextEncoder();
const REPLACEMENT = encoder.encode("\ufffd");
const NOTHING = new Uint8Array(0);

export class StringChunks {
  /** a high surrogate that ended the last string chunk, or "" */
  private held = "";

  /** the bytes of the text so far, up to a high surrogate at its end */
  encode(chunk: string): Uint8Array {
    let text = this.held.length > 0 ? this.held + chunk : chunk;
    this.held = "";
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.held = text.slice(-1);
      text = text.slice(0, -1);
    }
    return text.length > 0 ? encoder.encode(text) : NOTHING;
  }

  /** before bytes that are no string, or at the end: a held half, as U+FFFD */
  flush(): Uint8Array {
    if (this.held.length === 0) return NOTHING;
    this.held = "";
    return REPLACEMENT;
  }
}
