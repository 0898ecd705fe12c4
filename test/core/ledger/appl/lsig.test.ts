/**
 * Logic signatures on submission, core side: the sanity check (every upstream text, in order), the delegation
 * checks handed to the batched verifier (checked against algosdk-signed lsigs), the REST admission check of
 * on-curve escrow programs, and signature-mode evaluation over the group (args, gtxn, pooled budget, texts).
 */
import test from 'ava';
import algosdk from 'algosdk';
import { postQuantumAddress } from '../../../../src/core/crypto/accounts.js';
import { verify } from '../../../../src/core/crypto/ed25519.js';
import { sha512_256 } from '../../../../src/core/crypto/hash.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { logicSigGroup } from '../../../../src/core/ledger/appl/group.js';
import { runLogicSig } from '../../../../src/core/ledger/appl/lsig.js';
import { admissionFailure, onCurveLogicSigFailure } from '../../../../src/core/ledger/appl/lsig-admission.js';
import { logicSigChecks, logicSigSanity } from '../../../../src/core/ledger/appl/lsig-sanity.js';
import { programHashIsOnCurve } from '../../../../src/core/teal/program.js';
import { assemble } from '../../../../src/core/teal/assembler/index.js';
import { decodeSignedTxn } from '../../../../src/core/txn/signed.js';
import { txId, txIdBytes } from '../../../../src/core/txn/transaction.js';
import type { LogicSig, SignedTxn } from '../../../../src/core/txn/types.js';
import { sandnetParams } from '../sandnet.js';

const account = (b: number): algosdk.Account =>
  algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(new Uint8Array(32).fill(b)));
const A = account(1);
const B = account(2);
const sp = sandnetParams;

function program(source: string): Uint8Array {
  const result = assemble(source);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.program;
}
const pay = (sender: string, amount = 1000): algosdk.Transaction =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver: B.addr, amount, suggestedParams: sp });
/** An escrow lsig paying from its own address, signed by algosdk. */
function escrow(logic: Uint8Array, args: Uint8Array[] = [], amount = 1000): SignedTxn {
  const lsa = new algosdk.LogicSigAccount(logic, args);
  return decodeSignedTxn(algosdk.signLogicSigTransactionObject(pay(lsa.address().toString(), amount), lsa).blob);
}
const withLsig = (stxn: SignedTxn, lsig: Partial<LogicSig>): SignedTxn => ({
  ...stxn,
  lsig: { ...stxn.lsig, ...lsig },
});
const ONE = program('#pragma version 8\nint 1');

// --- sanity: every text, in upstream's order ------------------------------------------------------------------------

const sanity = test.macro((t, stxn: SignedTxn, expected: string | undefined) => {
  t.is(logicSigSanity(stxn, V42), expected);
});
test('escrow by algosdk is sane', sanity, escrow(ONE), undefined);
test('empty program', sanity, withLsig(escrow(ONE), { logic: new Uint8Array(0) }), 'LogicSig.Logic empty');
test(
  'program too long (checked before the version)',
  sanity,
  withLsig(escrow(ONE), { logic: new Uint8Array(16_001).fill(0xff) }),
  'LogicSig.Logic too long. max size is 16000 bytes',
);
test('16000 bytes is not too long', (t) => {
  const logic = new Uint8Array(16_000);
  logic[0] = 8;
  t.not(logicSigSanity(withLsig(escrow(ONE), { logic }), V42), 'LogicSig.Logic too long. max size is 16000 bytes');
});
test(
  'unterminated version varint',
  sanity,
  withLsig(escrow(ONE), { logic: Uint8Array.of(0x80, 0x80) }),
  'LogicSig.Logic bad version',
);
test(
  'version above LogicSigVersion 13',
  sanity,
  escrow(Uint8Array.of(14, 0x81, 0x01)),
  'LogicSig.Logic version too new',
);
test('static check: illegal opcode', sanity, escrow(Uint8Array.of(8, 0xff)), 'pc=  1 illegal opcode 0xff');
test(
  'static check: app-mode opcode in a logic sig',
  sanity,
  escrow(program('#pragma version 8\nbyte "k"\napp_global_get')),
  'pc=  4 app_global_get not allowed in current mode',
);
test(
  'not signed and not the authorizer',
  sanity,
  { ...escrow(ONE), authAddr: A.addr.publicKey },
  'LogicNot signed and not a Logic-only account',
);
test(
  'escrow authorizing a rekeyed sender',
  sanity,
  {
    ...escrow(ONE),
    txn: { ...escrow(ONE).txn, sender: A.addr.publicKey },
    authAddr: new algosdk.LogicSigAccount(ONE).address().publicKey,
  },
  undefined,
);
test(
  'two delegation signatures',
  sanity,
  withLsig(escrow(ONE), {
    sig: new Uint8Array(64).fill(1),
    lmsig: { version: 1, threshold: 1, subsigs: [{ pk: A.addr.publicKey }] },
  }),
  'LogicSig should have only one type of delegation signature',
);
test(
  'legacy msig delegation refused in V42',
  sanity,
  withLsig(escrow(ONE), {
    msig: { version: 1, threshold: 1, subsigs: [{ pk: A.addr.publicKey, sig: new Uint8Array(64).fill(1) }] },
  }),
  'LogicSig Msig field not supported in this consensus version',
);
test(
  'the static check precedes the delegation rules',
  sanity,
  { ...escrow(Uint8Array.of(8, 0xff)), authAddr: A.addr.publicKey },
  'pc=  1 illegal opcode 0xff',
);
test('pq-delegated logic sig whose key does not derive the authorizer', (t) => {
  const stxn = withLsig(escrow(ONE), {
    pqsig: { scheme: Buffer.from('f1'), publicKey: new Uint8Array(8).fill(1), signature: new Uint8Array(8).fill(2) },
  });
  t.regex(
    logicSigSanity(stxn, V42) ?? '',
    /^pq delegated logic signature validation failed: pq signature authorizer mismatch: derived /,
  );
});

// --- delegation signatures: the checks handed to the batched verifier ------------------------------------------------

test('escrow: no signature check', (t) => {
  t.deepEqual(logicSigChecks(escrow(ONE)), []);
});

test('sig: ed25519 by the sender over "Program" ‖ program, as algosdk signs it', (t) => {
  const lsa = new algosdk.LogicSigAccount(ONE);
  lsa.sign(A.sk);
  const stxn = decodeSignedTxn(algosdk.signLogicSigTransactionObject(pay(A.addr.toString()), lsa).blob);
  t.is(logicSigSanity(stxn, V42), undefined);
  const checks = logicSigChecks(stxn);
  t.is(checks.length, 1);
  t.deepEqual(Buffer.from(checks[0]!.publicKey), Buffer.from(A.addr.publicKey));
  t.deepEqual(Buffer.from(checks[0]!.message), Buffer.concat([Buffer.from('Program'), ONE]));
  t.true(verify(checks[0]!.message, checks[0]!.signature, checks[0]!.publicKey));
  // delegated to A, but the txn is sent by B: the check targets B and fails
  const stolen = { ...stxn, txn: { ...stxn.txn, sender: B.addr.publicKey } };
  const [check] = logicSigChecks(stolen);
  t.false(verify(check!.message, check!.signature, check!.publicKey));
});

test('lmsig: subsigs over "MsigProgram" ‖ msig address ‖ program; address must be the authorizer', (t) => {
  const msig = { version: 1, threshold: 2, addrs: [A.addr.toString(), B.addr.toString()] };
  const msigAddr = algosdk.multisigAddress(msig);
  const lsa = new algosdk.LogicSigAccount(ONE);
  lsa.signMultisig(msig, A.sk);
  lsa.appendToMultisig(B.sk);
  const stxn = decodeSignedTxn(algosdk.signLogicSigTransactionObject(pay(msigAddr.toString()), lsa).blob);
  t.truthy(stxn.lsig?.lmsig);
  t.is(logicSigSanity(stxn, V42), undefined);
  const checks = logicSigChecks(stxn);
  t.is(checks.length, 2);
  const message = Buffer.concat([Buffer.from('MsigProgram'), msigAddr.publicKey, ONE]);
  for (const check of checks) {
    t.deepEqual(Buffer.from(check.message), message);
    t.true(verify(check.message, check.signature, check.publicKey));
  }
  const elsewhere = { ...stxn, txn: { ...stxn.txn, sender: A.addr.publicKey } };
  t.throws(() => logicSigChecks(elsewhere), { message: /Invalid address/ });
});

// --- REST admission: on-curve escrow programs (§8.2) ---------------------------------------------------------------

/**
 * A `pushint i; pop; pushint 1` program of `version` whose address is (or is not) an Edwards25519 point, written as
 * bytes: the assembler salts v13 logic sigs off the curve, which is what this check guards.
 */
function curveProgram(version: number, onCurve: boolean): Uint8Array {
  for (let i = 0; i < 256; i++) {
    const logic = Uint8Array.of(version, 0x81, i & 0x7f, 0x48, 0x81, 0x01);
    if (i < 128 && programHashIsOnCurve(logic) === onCurve) return logic;
  }
  throw new Error('no such program');
}
const v13Program = (onCurve: boolean): Uint8Array => curveProgram(13, onCurve);

test('on-curve v13 escrow refused with upstream text; off-curve, delegated and older ones pass', (t) => {
  const on = v13Program(true);
  t.is(
    admissionFailure([escrow(ONE), escrow(on)]),
    'transaction 1: TEAL v13 LogicSig program hash is an Edwards25519 point and should not be used; ' +
      'set skip-pq-address-check=true to submit anyway if you understand the risks and know what you are doing',
  );
  t.is(admissionFailure([escrow(v13Program(false))]), undefined);
  const lsa = new algosdk.LogicSigAccount(on);
  lsa.sign(A.sk);
  t.is(
    onCurveLogicSigFailure([decodeSignedTxn(algosdk.signLogicSigTransactionObject(pay(A.addr.toString()), lsa).blob)]),
    undefined,
  );
  const v12 = curveProgram(12, true);
  t.is(admissionFailure([escrow(v12)]), undefined);
});

test('pq authorizer: on-curve salts refused at admission, the canonical salt admitted', (t) => {
  const scheme = Buffer.from('f1');
  // a key whose salt 0 lands on the curve (about half do), so something is refused
  const publicKey = [...Array(64).keys()]
    .map((b) => new Uint8Array(16).fill(b))
    .find((pk) => postQuantumAddress(scheme, pk).salt > 0)!;
  const { address, salt: canonical } = postQuantumAddress(scheme, publicKey);
  t.true(canonical > 0);
  const withSalt = (salt: number): SignedTxn => ({
    txn: escrow(ONE).txn!,
    pqsig: { scheme, salt, publicKey, signature: new Uint8Array(4) },
  });
  t.is(admissionFailure([withSalt(canonical)]), undefined);
  let refused = 0;
  for (let salt = 0; salt < canonical; salt++) {
    const derived = sha512_256(Buffer.from('PQA'), scheme, Uint8Array.of(salt), publicKey);
    t.is(
      admissionFailure([escrow(ONE), withSalt(salt)]),
      `transaction 1: pq signature authorizer address ${algosdk.encodeAddress(derived)} is an Edwards25519 curve point (non PQ-compliant)`,
    );
    refused++;
  }
  t.is(refused, canonical);
  t.is(algosdk.encodeAddress(address).length, 58);
});

// --- evaluation -----------------------------------------------------------------------------------------------------

const run = (group: SignedTxn[], index = group.length - 1): string | undefined =>
  runLogicSig(logicSigGroup(group, V42, new Uint8Array(32)), index, txIdBytes(group[index]!.txn!));
/** Group algosdk transactions, sign the lsig ones with their LogicSigAccount and the rest with A. */
function grouped(entries: [algosdk.Transaction, algosdk.LogicSigAccount | undefined][]): SignedTxn[] {
  algosdk.assignGroupID(entries.map(([txn]) => txn));
  return entries.map(([txn, lsa]) =>
    decodeSignedTxn(lsa === undefined ? txn.signTxn(A.sk) : algosdk.signLogicSigTransactionObject(txn, lsa).blob),
  );
}

const evaluates = test.macro((t, group: () => SignedTxn[], expected: string | ((id: string) => string) | undefined) => {
  const txns = group();
  const id = txId(txns[txns.length - 1]!.txn!);
  t.is(run(txns), typeof expected === 'function' ? expected(id) : expected);
});

const SECRET = '#pragma version 8\narg 0\nbyte "secret"\n==\ntxn Amount\nint 5000\n<=\n&&';
const secret = new TextEncoder().encode('secret');
test(
  'arg 0 matches and the amount is small: approved',
  evaluates,
  () => [escrow(program(SECRET), [secret], 4000)],
  undefined,
);
test(
  'program leaves false: rejected by logic',
  evaluates,
  () => [escrow(program(SECRET), [secret], 6000)],
  (id) => `transaction ${id}: rejected by logic`,
);
test(
  'wrong argument: rejected by logic',
  evaluates,
  () => [escrow(program(SECRET), [Uint8Array.of(1)], 10)],
  (id) => `transaction ${id}: rejected by logic`,
);
test(
  'missing argument: an evaluation error with pc',
  evaluates,
  () => [escrow(program(SECRET), [], 10)],
  (id) => `transaction ${id}: rejected by logic err=cannot load arg[0] of 0. Details: pc=1`,
);
test(
  'err opcode',
  evaluates,
  () => [escrow(program('#pragma version 8\nerr'))],
  (id) => `transaction ${id}: rejected by logic err=err opcode executed. Details: pc=1`,
);
test(
  'txn TypeEnum and Receiver through the field ops',
  evaluates,
  () => [
    escrow(program(`#pragma version 8\ntxn TypeEnum\nint pay\n==\ntxn Receiver\naddr ${B.addr.toString()}\n==\n&&`)),
  ],
  undefined,
);

const COMPANION = '#pragma version 8\nglobal GroupSize\nint 2\n==\ngtxn 0 Amount\nint 7777\n==\n&&';
test(
  'gtxn reads the companion payment',
  evaluates,
  () => {
    const lsa = new algosdk.LogicSigAccount(program(COMPANION));
    return grouped([
      [pay(A.addr.toString(), 7777), undefined],
      [pay(lsa.address().toString(), 10), lsa],
    ]);
  },
  undefined,
);
test(
  'gtxn sees a wrong companion',
  evaluates,
  () => {
    const lsa = new algosdk.LogicSigAccount(program(COMPANION));
    return grouped([
      [pay(A.addr.toString(), 7776), undefined],
      [pay(lsa.address().toString(), 10), lsa],
    ]);
  },
  (id) => `transaction ${id}: rejected by logic`,
);

/** About 30000 units of sha256 (cost 35 each): over one txn's 20000, within two txns' pooled 40000. */
const COSTLY = `#pragma version 8\nbyte "x"\n${'sha256\n'.repeat(850)}pop\nint 1`;
// pushbytes "x" (1) + 571 × sha256 (35) = 19986; the 572nd does not fit. pc = 1 (version) + 3 (pushbytes) + 571.
test(
  'budget: 20000 for a lone logic sig',
  evaluates,
  () => [escrow(program(COSTLY))],
  (id) =>
    `transaction ${id}: rejected by logic err=dynamic cost budget exceeded, executing sha256: local program cost was 19986. Details: pc=575`,
);
test(
  'budget: pooled 20000 × group size (a plain txn in the group adds its share)',
  evaluates,
  () => {
    const lsa = new algosdk.LogicSigAccount(program(COSTLY));
    return grouped([
      [pay(A.addr.toString()), undefined],
      [pay(lsa.address().toString()), lsa],
    ]);
  },
  undefined,
);
