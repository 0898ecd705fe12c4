/**
 * Simulate core: request decoding in both encodings, the stack explanation of the opcodes whose effect depends on
 * immediates or frames, scratch changes, and the unnamed-resource room of a group.
 */
import test from 'ava';
import { evaluate, RunMode } from '../../../../src/core/avm/index.js';
import { encodeMsgpack } from '../../../../src/core/codec/msgpack.js';
import { isAppError } from '../../../../src/core/errors.js';
import { APPL_OPS } from '../../../../src/core/ledger/appl/op-set.js';
import type { AppProgram } from '../../../../src/core/ledger/appl/context.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { ProgramRecorder } from '../../../../src/core/ledger/simulate/opcode-trace.js';
import { decodeSimulateRequest, simulateRequestSchema } from '../../../../src/core/ledger/simulate/request.js';
import { UnnamedResourcePolicy } from '../../../../src/core/ledger/simulate/unnamed.js';
import { assemble } from '../../../../src/core/teal/assembler/index.js';

function program(source: string): Uint8Array {
  const r = assemble(source);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.program;
}

test('request: msgpack and JSON decode to the same request; trailing msgpack bytes are ignored', (t) => {
  const request = { round: 5n, allowEmptySignatures: true, extraOpcodeBudget: -3n, execTraceConfig: { enable: true } };
  const packed = encodeMsgpack(simulateRequestSchema, request);
  t.deepEqual(decodeSimulateRequest(packed), request);
  t.deepEqual(decodeSimulateRequest(Buffer.concat([packed, Buffer.from([0xc0])])), request);
  const json =
    '{"round": 5, "allow-empty-signatures": true, "extra-opcode-budget": -3, "exec-trace-config": {"enable": true}}';
  t.deepEqual(decodeSimulateRequest(Buffer.from(json)), request);
});

const refusals: [string, string][] = [
  ['unknown key', '{"rounds": 1}'],
  ['unknown nested key', '{"exec-trace-config": {"enabled": true}}'],
  ['wrong type', '{"allow-more-logging": "yes"}'],
  ['not an object', '[1, 2]'],
  ['not JSON', 'round=1'],
];
for (const [name, body] of refusals) {
  test(`request refused: ${name}`, (t) => {
    const error = t.throws(() => decodeSimulateRequest(Buffer.from(body)));
    t.true(isAppError(error) && error.code === 'ALGOD_BAD_REQUEST');
    t.regex(error!.message, /^failed to decode object: /);
  });
}

function trace(source: string): { pc: number; pops: number; pushed: number; scratch: number[] }[] {
  const recorder = new ProgramRecorder({ enable: true, stackChange: true, scratchChange: true });
  const result = evaluate<AppProgram>({
    program: program(source),
    mode: RunMode.Signature,
    protocolVersion: V42.app.logicSigVersion,
    budget: { remaining: 20_000 },
    ops: APPL_OPS,
    tracer: recorder,
  });
  if (!result.pass) throw new Error(`program failed: ${result.error?.message ?? 'rejected'}`);
  return recorder.units.map((u) => ({
    pc: Number(u.pc),
    pops: Number(u.stackPopCount ?? 0n),
    pushed: u.stackAdditions?.length ?? 0,
    scratch: (u.scratchChanges ?? []).map((c) => Number(c.slot)),
  }));
}

test('stack explanation: immediates-driven ops as upstream explains them', (t) => {
  const units = trace(`#pragma version 8
pushints 1 2 3
cover 2
uncover 1
dupn 2
popn 2
bury 1
dig 1
pop
pushbytess "a" "b"
popn 2
pushint 9
store 4
pushint 7
pushint 8
stores
popn 2
pushint 1
return`);
  const ops = units.map(({ pops, pushed }) => [pops, pushed]);
  t.deepEqual(ops, [
    [0, 3], // pushints 1 2 3
    [3, 3], // cover 2
    [2, 2], // uncover 1
    [1, 3], // dupn 2
    [2, 0], // popn 2
    [2, 1], // bury 1
    [0, 1], // dig 1
    [1, 0], // pop
    [0, 2], // pushbytess "a" "b"
    [2, 0], // popn 2
    [0, 1], // pushint 9
    [1, 0], // store 4
    [0, 1], // pushint 7
    [0, 1], // pushint 8
    [2, 0], // stores
    [2, 0], // popn 2
    [0, 1], // pushint 1
    [1, 1], // return: the whole stack, then its result
  ]);
  t.deepEqual(
    units.filter((u) => u.scratch.length > 0).map((u) => u.scratch[0]),
    [4, 7],
  );
});

test('stack explanation: retsub of a proto frame and frame_bury', (t) => {
  const units = trace(`#pragma version 8
pushint 5
pushint 6
callsub f
return
f:
proto 2 1
frame_dig -1
frame_dig -2
+
dup
frame_bury -2
retsub`);
  const named = units.map((u) => [u.pops, u.pushed]);
  // pushint, pushint, callsub, proto, frame_dig, frame_dig, +, dup, frame_bury (down to its slot), retsub (down to
  // the arguments), return
  t.deepEqual(named, [
    [0, 1],
    [0, 1],
    [0, 0],
    [0, 0],
    [0, 1],
    [0, 1],
    [2, 1],
    [1, 2],
    [4, 3],
    [3, 1],
    [1, 1],
  ]);
});

function appl(accounts = 0, apps = 0): { txn: { type: 'appl'; accounts: Uint8Array[]; foreignApps: bigint[] } } {
  return {
    txn: {
      type: 'appl',
      accounts: Array.from({ length: accounts }, (_, i) => new Uint8Array(32).fill(i + 1)),
      foreignApps: Array.from({ length: apps }, (_, i) => BigInt(1000 + i)),
    },
  };
}

test('unnamed resources: a pre-v9 transaction has room for what it did not name, then refuses', (t) => {
  const txns = [appl(4, 0)];
  const policy = new UnnamedResourcePolicy(txns, V42, () => ({ top: 0, version: 8, globalSharing: false }));
  const program = {} as AppProgram;
  // 4 + 8 − 4 account slots remain, but only MaxAppTotalTxnReferences (8) − 4 references in total
  const taken = Array.from({ length: 10 }, (_, i) => policy.account(program, new Uint8Array(32).fill(100 + i)));
  t.deepEqual(taken, [true, true, true, true, false, false, false, false, false, false]);
  t.is(policy.txnReport(0)?.accounts?.length, 4);
  t.is(policy.groupReport(), undefined);
});

test('unnamed resources: v9 programs share the group room, an app brings its account (v7+)', (t) => {
  const txns = [appl(), appl()];
  const policy = new UnnamedResourcePolicy(txns, V42, () => ({ top: 1, version: 9, globalSharing: true }));
  const program = {} as AppProgram;
  t.true(policy.app(program, 5000n));
  t.true(policy.account(program, new Uint8Array(32).fill(9)));
  const report = policy.groupReport();
  t.deepEqual(report?.apps, [5000n]);
  t.is(report?.accounts?.length, 1);
  t.is(policy.txnReport(1), undefined);
});

test('detailed eval errors: the failing instruction and up to two before it, labels included', async (t) => {
  const { opcodesAt } = await import('../../../../src/core/ledger/simulate/eval-details.js');
  const code = program('#pragma version 8\npushint 1\npushint 2\n+\npushint 4\n==\nassert\nb end\nend:\npushint 1');
  // pcs: 1 pushint 1, 3 pushint 2, 5 +, 6 pushint 4, 8 ==, 9 assert, 10 b, 13 pushint 1
  t.is(opcodesAt(code, 9), 'pushint 4; ==; assert');
  t.is(opcodesAt(code, 3), 'pushint 1; pushint 2');
  t.is(opcodesAt(code, 10), '==; assert; b label1; label1:');
  t.is(opcodesAt(code, 13), 'assert; b label1; label1:; pushint 1');
  t.is(opcodesAt(code, 4), '');
});
