// msgpackr against our codec (src/core/codec/) on the generic msgpack paths it could serve: parsing a dry-run
// request body and a simulate request body, and rendering a JSON model (an account) as msgpack. Each section
// prints whether msgpackr's output is the canonical encoding algod answers with (sorted keys, smallest integer
// forms, omitted empty values), since a faster but different rendering cannot be served. Decision: docs/design.md.
import { Packr, Unpackr } from 'msgpackr';
import { compare } from '../harness.js';
import { keyPairFromSeed } from '../../src/core/crypto/ed25519.js';
import {
  decodeMsgpackValue,
  encodeMsgpack,
  encodeMsgpackValue,
  type MsgpackValue,
} from '../../src/core/codec/msgpack.js';
import { accountDataSchema, type AccountData } from '../../src/core/ledger/account.js';
import { V42 } from '../../src/core/ledger/consensus.js';
import { decodeDryrunRequest } from '../../src/core/ledger/dryrun/request.js';
import { decodeSimulateRequest, simulateRequestSchema } from '../../src/core/ledger/simulate/request.js';
import { decodeSignedTxn, encodeSignedTxn, signTransaction } from '../../src/core/txn/signed.js';
import type { Transaction } from '../../src/core/txn/types.js';
import { accountView } from '../../src/service/algod/views.js';

// The closest msgpackr gets to our decoder's value model: Maps, 64-bit integers as bigint, no records.
const unpackr = new Unpackr({ mapsAsObjects: false, useRecords: false, int64AsType: 'bigint' });
const packr = new Packr({ useRecords: false });

function appCall(i: number): Buffer {
  const a = keyPairFromSeed(Buffer.alloc(32, 1 + i));
  const txn: Transaction = {
    type: 'appl',
    sender: a.publicKey,
    fee: 1000n,
    firstValid: 1000n,
    lastValid: 2000n,
    genesisId: 'dockernet-v1',
    genesisHash: Buffer.alloc(32, 0xaa),
    appId: 1001n,
    appArgs: [Buffer.from('method'), Buffer.alloc(8, i)],
    accounts: [Buffer.alloc(32, 7)],
    foreignApps: [5n],
    note: Buffer.alloc(16, i),
  };
  return encodeSignedTxn(signTransaction(txn, a.secretKey));
}

function dryrunBody(): Buffer {
  const program = Buffer.alloc(300, 0x81);
  const app = new Map<string, MsgpackValue>([
    ['id', 1001n],
    [
      'params',
      new Map<string, MsgpackValue>([
        ['approval-program', program],
        ['clear-state-program', Buffer.of(6, 0x81, 1)],
      ]),
    ],
  ]);
  const account = new Map<string, MsgpackValue>([
    ['address', 'A'.repeat(58)],
    ['amount', 5_000_000n],
    ['round', 10n],
  ]);
  return encodeMsgpackValue(
    new Map<string, MsgpackValue>([
      ['txns', [0, 1, 2, 3].map((i) => decodeMsgpackValue(appCall(i)).value)],
      ['accounts', [account]],
      ['apps', [app]],
      ['round', 10n],
      ['latest-timestamp', 1_700_000_000n],
    ]),
  );
}

function richAccount(): AccountData {
  const assets = new Map(
    Array.from({ length: 20 }, (_, i) => [BigInt(1000 + i), { amount: BigInt(i) * 1_000_000_007n }] as const),
  );
  const keyValue = new Map(
    Array.from({ length: 8 }, (_, i) => [`key${i}`, { type: 2n, uint: BigInt(i) << 40n }] as const),
  );
  return {
    status: 0,
    microAlgos: 12_345_678_901n,
    rewardsBase: 0n,
    assets,
    appLocalStates: new Map([[1001n, { schema: { numUint: 8n, numByteSlice: 0n }, keyValue }]]),
    appParams: new Map([
      [
        1001n,
        { approvalProgram: Buffer.alloc(300, 0x81), clearStateProgram: Buffer.of(6, 0x81, 1), globalState: keyValue },
      ],
    ]),
    totalAppSchema: { numUint: 8n, numByteSlice: 0n },
  };
}

/** Sampling time per case (BENCH_SECONDS, default 1): the sections are noisy on a shared machine. */
const options = { minTimeSeconds: Number(process.env['BENCH_SECONDS'] ?? 1) };

const same = (a: Uint8Array, b: Uint8Array): string =>
  Buffer.from(a).equals(Buffer.from(b)) ? 'identical' : 'DIFFERENT';

export async function run(): Promise<void> {
  const dryrun = dryrunBody();
  const simulate = encodeMsgpack(simulateRequestSchema, {
    txnGroups: [{ txns: [0, 1, 2, 3].map((i) => decodeSignedTxn(appCall(i))) }],
    allowEmptySignatures: true,
    allowUnnamedResources: true,
    extraOpcodeBudget: 20_000n,
  });
  // The bodies parse the same in both (msgpackr's bin values are Buffers too).
  decodeDryrunRequest(dryrun);
  decodeSimulateRequest(simulate);
  console.log(`dry-run body ${dryrun.length} B, simulate body ${simulate.length} B`);

  await compare(
    'parse a dry-run request body (msgpack → generic values)',
    { name: 'core/codec decodeMsgpackValue', fn: () => decodeMsgpackValue(dryrun) },
    [
      { name: 'msgpackr unpack', fn: () => unpackr.unpack(dryrun) },
      { name: 'whole decodeDryrunRequest (for scale)', fn: () => decodeDryrunRequest(dryrun) },
    ],
    options,
  );
  await compare(
    'parse a simulate request body',
    { name: 'core/codec decodeSimulateRequest (schema, what runs)', fn: () => decodeSimulateRequest(simulate) },
    [
      { name: 'core/codec decodeMsgpackValue (generic)', fn: () => decodeMsgpackValue(simulate) },
      { name: 'msgpackr unpack (generic)', fn: () => unpackr.unpack(simulate) },
    ],
    options,
  );

  const data = richAccount();
  const address = Buffer.alloc(32, 9);
  const model = accountView(address, data, { round: 10n, params: V42 }, new Set());
  const canonical = encodeMsgpack(accountDataSchema, data);
  console.log(
    `account msgpack: msgpackr pack(AccountData) is ${same(packr.pack(data), canonical)} to the canonical bytes`,
  );
  await compare(
    'render an account as msgpack',
    {
      name: 'core/codec encodeMsgpack(accountDataSchema) (canonical)',
      fn: () => encodeMsgpack(accountDataSchema, data),
    },
    [
      { name: 'msgpackr pack(AccountData) (not canonical)', fn: () => packr.pack(data) },
      { name: 'msgpackr pack(JSON model) (not canonical)', fn: () => packr.pack(model) },
    ],
    options,
  );
}
