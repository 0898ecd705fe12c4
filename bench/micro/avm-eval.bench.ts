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
import { assemble } from '../../src/core/teal/assembler/index.js';
import type { Transaction } from '../../src/core/txn/types.js';

const APP = 1001n;
const SENDER = Buffer.alloc(32, 1);

function program(source: string): Uint8Array {
  const result = assemble(source);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.program;
}

const ABI = program(`#pragma version 10
txn ApplicationID
bz create
method "add(uint64,uint64)uint64"
txna ApplicationArgs 0
match add
err
add:
txna ApplicationArgs 1
btoi
txna ApplicationArgs 2
btoi
+
dup
byte "total"
app_global_get
+
byte "total"
swap
app_global_put
itob
byte 0x151f7c75
swap
concat
log
int 1
return
create:
int 1
`);

const ESCROW = program(`#pragma version 10
global GroupSize
int 4
==
txn Amount
int 100000
<=
&&
txn Receiver
global ZeroAddress
!=
&&
txn CloseRemainderTo
global ZeroAddress
==
&&
`);

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
  const arg = (n: bigint): Uint8Array => { const b = Buffer.alloc(8); b.writeBigUInt64BE(n); return b; };
  const txn: Transaction = {
    type: 'appl', sender: SENDER, fee: 1000n, firstValid: 1n, lastValid: 10n, appId: APP,
    appArgs: [Buffer.from('fe6bdf69', 'hex'), arg(3n), arg(4n)],
  };
  const group = newAppGroup({
    params: V42, txns: [{ txn }], round: 5n, latestTimestamp: 0n, genesisHash: new Uint8Array(32),
    specials: { feeSink: new Uint8Array(32), rewardsPool: new Uint8Array(32) }, state: new StateOverlay(base),
  });
  const run = runApp(group, 0, APP, ABI, false);
  if (run.result?.pass !== true) throw new Error(run.result?.error?.message ?? run.setupError ?? 'rejected');
  return run.result.cost;
}

function lsigGroup(): void {
  const txns = Array.from({ length: 4 }, (_, i) => ({
    txn: { type: 'pay' as const, sender: applicationAddress(BigInt(i + 1)), receiver: SENDER, amount: 5000n, fee: 1000n, firstValid: 1n, lastValid: 10n },
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
