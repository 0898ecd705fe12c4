/**
 * Assembly messages and the text `POST /v2/teal/compile` answers with when assembly fails.
 *
 * Invariants:
 * - A message is (line, column, text): lines are 1-based (0 for whole-program problems), columns are 0-based byte
 *   offsets in the line; texts are binary strings (one char per source byte).
 * - Rendering follows upstream's `sourceError.Error()`: `LINE:COL: TEXT`, or `LINE: TEXT` when the column is 0.
 * - The compile report is upstream's `ReportMultipleErrors` with no file name: a lone error (and no warning) becomes
 *   `1 error: ...\n`; otherwise at most 10 errors then at most 10 warnings, one per line.
 */

/** One error or warning, located in the source. */
export interface SourceMessage {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Most errors, and most warnings, a compile report lists. */
const REPORT_LIMIT = 10;

/** `LINE:COL: TEXT`, or `LINE: TEXT` for column 0. */
export function renderSourceMessage(entry: SourceMessage): string {
  if (entry.column !== 0) return `${entry.line}:${entry.column}: ${entry.message}`;
  return `${entry.line}: ${entry.message}`;
}

/** The 400 message of a failed compile (binary string; convert to UTF-8 at the edge). */
export function compileReport(errors: readonly SourceMessage[], warnings: readonly SourceMessage[]): string {
  const only = errors[0];
  if (errors.length === 1 && warnings.length === 0 && only !== undefined) {
    return `1 error: ${renderSourceMessage(only)}\n`;
  }
  let text = '';
  for (const entry of errors.slice(0, REPORT_LIMIT)) text += `${renderSourceMessage(entry)}\n`;
  for (const entry of warnings.slice(0, REPORT_LIMIT)) text += `${renderSourceMessage(entry)}\n`;
  return text;
}
