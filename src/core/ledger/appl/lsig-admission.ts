/**
 * The REST admission checks of `POST /v2/transactions` (docs/spec/protocol.md §8.2; go-algorand
 * daemon/algod/api/server/v2/handlers.go `enforcePQAuthorizerCompliance`, `rejectOnCurveLogicSigPrograms`), run
 * after decoding and before any other check unless the query sets `skip-pq-address-check=true`.
 *
 * Invariants:
 * - Pure functions of the decoded group; the first offending transaction (by index) is reported, PQ authorizers
 *   of the whole group before logic-sig programs, as upstream.
 * - A program whose version cannot be read, or lies outside 13…14 (LogicSigOffCurveVersion…LogicVersion), is
 *   left to the later sanity check; so is a delegated logic sig.
 */
import { encodeAddress } from '../../crypto/address.js';
import { bytesEqual, isAllZero } from '../../bytes.js';
import { readUvarintInto } from '../../go/varint.js';
import { isOnCurve } from '../../teal/curve.js';
import { programHash, programHashIsOnCurve } from '../../teal/program.js';
import { pqSigAddress } from '../../txn/pq-sig.js';
import { multisigBlank, pqBlank } from '../../txn/signed.js';
import type { SignedTxn } from '../../txn/types.js';

/** First logic version whose escrow addresses are salted off the curve (LogicSigOffCurveVersion). */
const LOGIC_SIG_OFF_CURVE_VERSION = 13n;
/** Upstream's LogicVersion, the upper bound of the on-curve admission check (not the consensus limit). */
const UPSTREAM_LOGIC_VERSION = 14n;
/** The query parameter that skips both admission checks. */
const SKIP_PQ_ADDRESS_CHECK = 'skip-pq-address-check';

const hasProgram = (stxn: SignedTxn): boolean => (stxn.lsig?.logic?.length ?? 0) > 0;

/** `enforcePQAuthorizerCompliance`: a PQ authorizer whose address is a curve point; undefined when none. */
function pqAuthorizerFailure(group: readonly SignedTxn[]): string | undefined {
  // index loops, not entries(): every submitted transaction passes here, and each [index, value] pair is an object
  for (let index = 0; index < group.length; index++) {
    const stxn = group[index]!;
    const pq = pqBlank(stxn.pqsig) && hasProgram(stxn) ? stxn.lsig?.pqsig : stxn.pqsig;
    if (pq === undefined || pqBlank(pq) || (pq.publicKey?.length ?? 0) === 0) continue;
    const address = pqSigAddress(pq);
    if (isOnCurve(address)) {
      return `transaction ${index}: pq signature authorizer address ${encodeAddress(address)} is an Edwards25519 curve point (non PQ-compliant)`;
    }
  }
  return undefined;
}

/** `isEscrowLogicSig`: no delegation signature of any kind and the authorizer is the program's address. */
function isEscrow(stxn: SignedTxn): boolean {
  const lsig = stxn.lsig ?? {};
  const authorizer = isAllZero(stxn.authAddr) ? stxn.txn?.sender : stxn.authAddr;
  return (
    isAllZero(lsig.sig) &&
    multisigBlank(lsig.msig) &&
    multisigBlank(lsig.lmsig) &&
    pqBlank(lsig.pqsig) &&
    bytesEqual(authorizer ?? new Uint8Array(32), programHash(lsig.logic ?? new Uint8Array(0)))
  );
}

/** `rejectOnCurveLogicSigPrograms`: an escrow v13+ program whose hash is a curve point; undefined when none. */
export function onCurveLogicSigFailure(group: readonly SignedTxn[]): string | undefined {
  for (let index = 0; index < group.length; index++) {
    const stxn = group[index]!;
    if (!hasProgram(stxn)) continue;
    const header = readUvarintInto(stxn.lsig!.logic!, 0, { value: 0n, length: 0 });
    const version = header.value;
    if (header.length <= 0 || version < LOGIC_SIG_OFF_CURVE_VERSION || version > UPSTREAM_LOGIC_VERSION) continue;
    if (isEscrow(stxn) && programHashIsOnCurve(stxn.lsig!.logic!)) {
      return (
        `transaction ${index}: TEAL v${version} LogicSig program hash is an Edwards25519 point and should not be used; ` +
        `set ${SKIP_PQ_ADDRESS_CHECK}=true to submit anyway if you understand the risks and know what you are doing`
      );
    }
  }
  return undefined;
}

/** Both admission checks in upstream's order; undefined when the group is admitted. */
export function admissionFailure(group: readonly SignedTxn[]): string | undefined {
  return pqAuthorizerFailure(group) ?? onCurveLogicSigFailure(group);
}
