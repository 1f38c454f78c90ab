/** A source file that does not have the official layout; the import of that dataset stops here. */
export class MalformedInputError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${file} line ${line}: ${detail}`);
    this.name = "MalformedInputError";
  }
}

/** One source file handed to a parser: its name (for messages) and its decoded text. */
export interface SourceText {
  name: string;
  text: string;
}

/** Lines with 1-based numbers; a file that does not end with a line break was cut off mid-record. */
export function linesOf(source: SourceText): { text: string; line: number }[] {
  const { name, text } = source;
  if (text.length === 0) throw new MalformedInputError(name, 1, "the file is empty");
  if (!text.endsWith("\n")) {
    const count = text.split("\n").length;
    throw new MalformedInputError(name, count, "the file ends in the middle of a line (truncated download?)");
  }
  const parts = text.split(/\r?\n/);
  parts.pop();
  return parts.map((t, i) => ({ text: t, line: i + 1 }));
}
