// AVM evaluation inline on the main thread, reported beside the cost of one ed25519 verification (the work a
// submission always pays per signature) measured in the same run.
// 1. An ABI approval program: method dispatch on the selector, two uint64 args, global state read and write, and
//    the ARC-4 return log — evaluated through the ledger's own path (newAppGroup → runApp, APPL_OPS, overlay).
// 2. A logic-sig payment group of 4: each escrow checks its amount, receiver and the group size.
import { compare } from '../harness.js';
import { applicationAddress } from '../../src/core/crypto/accounts.js';
import { keyPairFromSeed, sign, verify } from '../../src/core/crypto/ed25519.js';
import { logicSigGroup, newAppGroup } from '../../src/core/ledger/appl/group.js';
import { runLogicSig } from '../../src/core/ledger/appl/lsig.js';
import { runApp } from '../../src/core/ledger/appl/run.js';
import { V42 } from '../../src/core/ledger/consensus.js';
import { StateOverlay, type LedgerReader } from '../../src/core/ledger/state.js';
import type { AccountData } from '../../src/core/ledger/account.js';
import { ABI_SOURCE, ADD_SELECTOR, ESCROW_SOURCE, program } from '../fixtures/avm-programs.js';
import type { Transaction } from '../../src/core/txn/types.js';

const APP = 1001n;
const SENDER = Buffer.alloc(32, 1);
const ABI = program(ABI_SOURCE);
const ESCROW = program(ESCROW_SOURCE);

const creator: AccountData = {
  appParams: new Map([[APP, { approvalProgram: ABI, globalStateSchema: { numUint: 1n } }]]),
};
const base: LedgerReader = {
  account: (a) => (Buffer.compare(Buffer.from(a), SENDER) === 0 ? creator : undefined),
  creatable: (id) => (id === APP ? { kind: 'app', creator: SENDER } : undefined),
  txnCounter: () => 2000n,
  box: () => undefined,
};

function abiCall(): number {
  const arg = (n: bigint): Uint8Array => {
    const b = Buffer.alloc(8);
    b.writeBigUInt64BE(n);
    return b;
  };
  const txn: Transaction = {
    type: 'appl',
    sender: SENDER,
    fee: 1000n,
    firstValid: 1n,
    lastValid: 10n,
    appId: APP,
    appArgs: [ADD_SELECTOR, arg(3n), arg(4n)],
  };
  const group = newAppGroup({
    params: V42,
    txns: [{ txn }],
    round: 5n,
    latestTimestamp: 0n,
    genesisHash: new Uint8Array(32),
    specials: { feeSink: new Uint8Array(32), rewardsPool: new Uint8Array(32) },
    state: new StateOverlay(base),
  });
  const run = runApp(group, 0, APP, ABI, false);
  if (run.result?.pass !== true) throw new Error(run.result?.error?.message ?? run.setupError ?? 'rejected');
  return run.result.cost;
}

function lsigGroup(): void {
  const txns = Array.from({ length: 4 }, (_, i) => ({
    txn: {
      type: 'pay' as const,
      sender: applicationAddress(BigInt(i + 1)),
      receiver: SENDER,
      amount: 5000n,
      fee: 1000n,
      firstValid: 1n,
      lastValid: 10n,
    },
    lsig: { logic: ESCROW },
  }));
  const group = logicSigGroup(txns, V42, new Uint8Array(32));
  for (let i = 0; i < 4; i++) {
    const failure = runLogicSig(group, i, new Uint8Array(32));
    if (failure !== undefined) throw new Error(failure);
  }
}

export async function run(): Promise<void> {
  abiCall();
  lsigGroup();
  const { publicKey, secretKey } = keyPairFromSeed(Buffer.alloc(32, 7));
  const message = Buffer.alloc(250, 1);
  const sig = sign(message, secretKey);
  const reference = { name: 'one ed25519 verify (250-byte message)', fn: () => verify(message, sig, publicKey) };
  await compare('AVM evaluation vs one signature check', reference, [
    { name: 'ABI approval call (group, overlay, state write, log)', fn: () => abiCall() },
    { name: 'logic-sig payment group of 4', fn: () => lsigGroup() },
  ]);
}
