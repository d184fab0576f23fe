/** The typed error thrown by normalizeUri and resolveUri on input that is not a valid URI. */
export class InvalidUriError extends Error {
  /** offset (UTF-16 code units) of the first bad character, 0 when the whole URI is at fault */
  readonly offset: number;
  /** stable kebab-case reason, the same strings as ParseError.reason and ValidationResult.errors */
  readonly reason: string;

  constructor(reason: string, offset = 0, input?: string) {
    super(
      input === undefined
        ? `invalid URI: ${reason} at offset ${offset}`
        : `invalid URI ${JSON.stringify(input.length > 200 ? `${input.slice(0, 200)}…` : input)}: ${reason} at offset ${offset}`,
    );
    this.name = "InvalidUriError";
    this.offset = offset;
    this.reason = reason;
  }
}
