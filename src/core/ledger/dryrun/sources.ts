/**
 * Dryrun `sources` (upstream DryrunRequest.ExpandSources and ValidateApps): TEAL text assembled and put into a
 * transaction's logic sig (`lsig`) or into every uploaded app with the given id (`approv`, `clearp`).
 *
 * Invariants:
 * - Sources are handled in order and the first failure stops everything; failures are response `error` texts
 *   (HTTP 200), returned, never thrown: `dryrun Source[i]: 1 error: LINE: TEXT`, `dryrun Source[i]: N errors\n`
 *   plus the compile-style list, `dryrun Source[i]: Cannot assemble empty program text`,
 *   `dryrun Source[i]: bad field name "x"`. Assembly happens before the field name is checked (upstream order).
 * - After expansion every app must have params: `application ID does not have params set`.
 */
import { assemble, compileReport, renderSourceMessage } from '../../teal/assembler/index.js';
import { binaryString, textOfBinary } from '../../teal/compile.js';
import type { DryrunRequest } from './request.js';
import { goQuoteText } from '../../go/quote.js';

function assembleSource(index: number, source: string): Uint8Array | string {
  const result = assemble(binaryString(Buffer.from(source, 'utf8')));
  if (result.ok) return result.program;
  const [first] = result.errors;
  if (result.errors.length <= 1 && first !== undefined) {
    // Whole-program refusals (empty text, bad version) are reported bare; located errors as `1 error: L: TEXT`.
    const text = first.line === 0 && first.column === 0 ? first.message : `1 error: ${renderSourceMessage(first)}`;
    return `dryrun Source[${index}]: ${textOfBinary(text)}`;
  }
  const report = textOfBinary(compileReport(result.errors, result.warnings));
  return `dryrun Source[${index}]: ${result.errors.length} errors\n${report}`;
}

/** Expand `request.sources` in place; returns the response error text, or undefined. */
export function expandSources(request: DryrunRequest): string | undefined {
  for (const [i, s] of request.sources.entries()) {
    const program = assembleSource(i, s.source);
    if (typeof program === 'string') return program;
    switch (s.fieldName) {
      case 'lsig': {
        const stxn = request.txns[Number(s.txnIndex)];
        if (stxn === undefined || s.txnIndex >= BigInt(request.txns.length)) {
          return `dryrun Source[${i}]: txn index ${s.txnIndex} out of range`;
        }
        stxn.lsig = { ...stxn.lsig, logic: program };
        break;
      }
      case 'approv':
      case 'clearp':
        for (const app of request.apps) {
          if (app.id !== s.appIndex) continue;
          app.params ??= { creator: '' };
          if (s.fieldName === 'approv') app.params.approvalProgram = program;
          else app.params.clearStateProgram = program;
        }
        break;
      default:
        return `dryrun Source[${i}]: bad field name ${goQuoteText(s.fieldName)}`;
    }
  }
  const missing = request.apps.find((app) => app.params === undefined);
  return missing === undefined ? undefined : `application ${missing.id} does not have params set`;
}
