/**
 * Test helper (not a test file): seeded random transactions of every type, built twice — once as our model and
 * once through algosdk's own constructor — so tests can compare bytes and TxIDs. The seed is printed by callers on
 * failure so that a failing case can be replayed.
 */
import algosdk from 'algosdk';
import type { BoxRef, ResourceRef, Transaction, TxType } from '../../../src/core/txn/types.js';

export class Rng {
  #s: number;
  constructor(seed: number) {
    this.#s = seed >>> 0 || 1;
  }
  /** xorshift32 */
  next(): number {
    let x = this.#s;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.#s = x >>> 0;
    return this.#s;
  }
  int(n: number): number {
    return this.next() % n;
  }
  bool(p = 0.5): boolean {
    return this.next() / 0x1_0000_0000 < p;
  }
  bytes(n: number): Buffer {
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = this.next() & 0xff;
    return b;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  /** A uint64 from every size class: small, around 2^32, ≥ 2^53, up to 2^64 − 1. */
  u64(nonZero = false): bigint {
    const choice = this.int(6);
    let v: bigint;
    if (choice === 0) v = BigInt(this.int(128));
    else if (choice === 1) v = BigInt(this.next());
    else if (choice === 2) v = 0x1_0000_0000n + BigInt(this.next());
    else if (choice === 3) v = 2n ** 53n + BigInt(this.next());
    else if (choice === 4) v = 2n ** 64n - 1n - BigInt(this.int(3));
    else v = (BigInt(this.next()) << 32n) | BigInt(this.next());
    return nonZero && v === 0n ? 1n : v;
  }
  text(max: number): string {
    const alphabet = ['a', 'Z', '0', ' ', '-', 'é', '€', '😀', '<', '&'];
    let s = '';
    const n = this.int(max + 1);
    while (Buffer.byteLength(s) < n) {
      const c = this.pick(alphabet);
      if (Buffer.byteLength(s + c) > max) break;
      s += c;
    }
    return s;
  }
}

export type Pair = { label: string; ours: Transaction; sdk: algosdk.Transaction };

const addr = (b: Uint8Array): algosdk.Address => new algosdk.Address(b);

type Header = {
  ours: Transaction;
  sdk: {
    sender: algosdk.Address;
    suggestedParams: algosdk.SuggestedParams;
    note?: Uint8Array;
    lease?: Uint8Array;
    rekeyTo?: algosdk.Address;
  };
  group?: Buffer;
};

let senderOverride: Uint8Array | undefined;

function header(rng: Rng, type: TxType): Header {
  const sender = senderOverride ?? rng.bytes(32);
  const fee = rng.bool(0.2) ? 0n : rng.u64();
  const firstValid = rng.u64();
  const lastValid = rng.u64();
  const genesisHash = rng.bytes(32);
  const ours: Transaction = { type, sender, firstValid, lastValid, genesisHash };
  const suggestedParams: algosdk.SuggestedParams = {
    fee,
    flatFee: true,
    minFee: 0,
    firstValid,
    lastValid,
    genesisHash,
  };
  const sdk: Header['sdk'] = { sender: addr(sender), suggestedParams };
  if (fee !== 0n) ours.fee = fee;
  if (rng.bool()) ours.genesisId = suggestedParams.genesisID = rng.pick(['sandnet-v1', 'mainnet-v1.0', 'x']);
  if (rng.bool(0.3)) ours.note = sdk.note = rng.bytes(1 + rng.int(300));
  if (rng.bool(0.2)) ours.lease = sdk.lease = rng.bytes(32);
  if (rng.bool(0.2)) {
    ours.rekeyTo = rng.bytes(32);
    sdk.rekeyTo = addr(ours.rekeyTo);
  }
  const out: Header = { ours, sdk };
  if (rng.bool(0.3)) out.group = ours.group = rng.bytes(32);
  return out;
}

function finish(label: string, h: Header, sdk: algosdk.Transaction): Pair {
  if (h.group !== undefined) sdk.group = h.group;
  return { label, ours: h.ours, sdk };
}

function pay(rng: Rng): Pair {
  const h = header(rng, 'pay');
  const receiver = rng.bytes(32);
  const amount = rng.bool(0.1) ? 0n : rng.u64();
  Object.assign(h.ours, { receiver }, amount === 0n ? {} : { amount });
  const paymentParams: algosdk.PaymentTransactionParams = { receiver: addr(receiver), amount };
  if (rng.bool(0.2)) {
    h.ours.closeRemainderTo = rng.bytes(32);
    paymentParams.closeRemainderTo = addr(h.ours.closeRemainderTo);
  }
  return finish('pay', h, new algosdk.Transaction({ type: algosdk.TransactionType.pay, ...h.sdk, paymentParams }));
}

function keyreg(rng: Rng): Pair {
  const mode = rng.pick(['online', 'offline', 'nonpart'] as const);
  const h = header(rng, 'keyreg');
  const keyregParams: algosdk.KeyRegistrationTransactionParams = {};
  if (mode === 'online') {
    const k = {
      voteKey: rng.bytes(32),
      selectionKey: rng.bytes(32),
      voteFirst: rng.u64(true),
      voteLast: rng.u64(true),
      voteKeyDilution: rng.u64(true),
    };
    Object.assign(h.ours, k);
    Object.assign(keyregParams, k);
    if (rng.bool()) h.ours.stateProofKey = keyregParams.stateProofKey = rng.bytes(64);
  } else if (mode === 'nonpart') {
    h.ours.nonParticipation = keyregParams.nonParticipation = true;
  }
  return finish(
    `keyreg ${mode}`,
    h,
    new algosdk.Transaction({ type: algosdk.TransactionType.keyreg, ...h.sdk, keyregParams }),
  );
}

function acfg(rng: Rng): Pair {
  const mode = rng.pick(['create', 'config', 'destroy'] as const);
  const h = header(rng, 'acfg');
  const p: algosdk.AssetConfigurationTransactionParams = {};
  if (mode !== 'create') h.ours.configAsset = p.assetIndex = rng.u64(true);
  if (mode !== 'destroy') {
    const ap: NonNullable<Transaction['assetParams']> = {};
    const roles = ['manager', 'reserve', 'freeze', 'clawback'] as const;
    for (const role of roles) {
      if (rng.bool(0.6)) {
        ap[role] = rng.bytes(32);
        p[role] = addr(ap[role]);
      }
    }
    if (mode === 'create') {
      const total = rng.u64(true);
      const decimals = rng.int(20);
      ap.total = p.total = total;
      if (decimals !== 0) ap.decimals = p.decimals = decimals;
      if (rng.bool()) ap.defaultFrozen = p.defaultFrozen = true;
      const unitName = rng.text(8);
      const assetName = rng.text(32);
      const url = rng.text(96);
      if (unitName !== '') ap.unitName = p.unitName = unitName;
      if (assetName !== '') ap.assetName = p.assetName = assetName;
      if (url !== '') ap.url = p.assetURL = url;
      if (rng.bool(0.3)) ap.metadataHash = p.assetMetadataHash = rng.bytes(32);
    }
    if (Object.keys(ap).length > 0) h.ours.assetParams = ap;
  }
  return finish(
    `acfg ${mode}`,
    h,
    new algosdk.Transaction({ type: algosdk.TransactionType.acfg, ...h.sdk, assetConfigParams: p }),
  );
}

function axfer(rng: Rng): Pair {
  const mode = rng.pick(['optin', 'transfer', 'clawback', 'close'] as const);
  const h = header(rng, 'axfer');
  const assetIndex = rng.u64(true);
  const receiver = mode === 'optin' ? h.ours.sender! : rng.bytes(32);
  const amount = mode === 'optin' ? 0n : rng.u64();
  const p: algosdk.AssetTransferTransactionParams = { assetIndex, receiver: addr(receiver), amount };
  Object.assign(
    h.ours,
    { xferAsset: assetIndex, assetReceiver: receiver },
    amount === 0n ? {} : { assetAmount: amount },
  );
  if (mode === 'clawback') {
    h.ours.assetSender = rng.bytes(32);
    p.assetSender = addr(h.ours.assetSender);
  }
  if (mode === 'close') {
    h.ours.assetCloseTo = rng.bytes(32);
    p.closeRemainderTo = addr(h.ours.assetCloseTo);
  }
  return finish(
    `axfer ${mode}`,
    h,
    new algosdk.Transaction({ type: algosdk.TransactionType.axfer, ...h.sdk, assetTransferParams: p }),
  );
}

function afrz(rng: Rng): Pair {
  const h = header(rng, 'afrz');
  const target = rng.bytes(32);
  const assetIndex = rng.u64(true);
  const frozen = rng.bool();
  Object.assign(h.ours, { freezeAccount: target, freezeAsset: assetIndex }, frozen ? { assetFrozen: true } : {});
  const p: algosdk.AssetFreezeTransactionParams = { assetIndex, freezeTarget: addr(target), frozen };
  return finish(
    'afrz',
    h,
    new algosdk.Transaction({ type: algosdk.TransactionType.afrz, ...h.sdk, assetFreezeParams: p }),
  );
}

/** A unified access list built so that algosdk's reference translation reproduces our indices exactly. */
function accessList(rng: Rng, appId: bigint): { ours: ResourceRef[]; sdk: algosdk.ResourceReference[] } {
  const ours: ResourceRef[] = [];
  const sdk: algosdk.ResourceReference[] = [];
  const address = rng.bytes(32);
  const asset = BigInt(1 + rng.int(1000));
  const app = appId + 1n + BigInt(rng.int(1000));
  ours.push({ address }, { asset }, { app });
  sdk.push({ address: addr(address) }, { assetIndex: asset }, { appIndex: app });
  if (rng.bool()) {
    const useSender = rng.bool();
    ours.push({ holding: useSender ? { asset: 2n } : { address: 1n, asset: 2n } });
    sdk.push({ holding: { address: useSender ? algosdk.Address.zeroAddress() : addr(address), assetIndex: asset } });
  }
  if (rng.bool()) {
    const own = rng.bool();
    ours.push({ locals: own ? { address: 1n } : { address: 1n, app: 3n } });
    sdk.push({ locals: { address: addr(address), appIndex: own ? appId : app } });
  }
  if (rng.bool()) {
    const name = rng.bytes(1 + rng.int(64));
    const own = rng.bool();
    ours.push({ box: own ? { name } : { index: 3n, name } });
    sdk.push({ box: { appIndex: own ? 0n : app, name } });
  }
  if (rng.bool(0.3)) {
    ours.push({});
    sdk.push({});
  }
  return { ours, sdk };
}

function appl(rng: Rng): Pair {
  const h = header(rng, 'appl');
  const create = rng.bool(0.3);
  const appIndex = create ? 0n : rng.u64(true) % 2n ** 62n;
  const onComplete = rng.int(6) as algosdk.OnApplicationComplete;
  const p: algosdk.ApplicationCallTransactionParams = { appIndex, onComplete };
  const o = h.ours;
  if (appIndex !== 0n) o.appId = appIndex;
  if (onComplete !== 0) o.onCompletion = onComplete;
  if (rng.bool()) o.appArgs = p.appArgs = Array.from({ length: 1 + rng.int(4) }, () => rng.bytes(rng.int(40)));
  if (rng.bool(0.3)) {
    const access = accessList(rng, appIndex);
    o.access = access.ours;
    p.access = access.sdk;
  } else {
    if (rng.bool()) {
      o.accounts = Array.from({ length: 1 + rng.int(4) }, () => rng.bytes(32));
      p.accounts = o.accounts.map(addr);
    }
    if (rng.bool()) o.foreignAssets = p.foreignAssets = Array.from({ length: 1 + rng.int(4) }, () => rng.u64());
    if (rng.bool())
      o.foreignApps = p.foreignApps = [...new Set(Array.from({ length: 1 + rng.int(4) }, () => rng.u64(true)))];
    if (rng.bool()) {
      const choices = [0n, ...(o.foreignApps ?? [])];
      p.boxes = Array.from({ length: 1 + rng.int(3) }, () => ({
        appIndex: rng.pick(choices),
        name: rng.bytes(rng.int(64)),
      }));
      o.boxes = p.boxes.map((b): BoxRef => {
        const index = BigInt((o.foreignApps ?? []).indexOf(b.appIndex as bigint) + 1);
        return { ...(index === 0n ? {} : { index }), ...(b.name.length === 0 ? {} : { name: b.name }) };
      });
    }
  }
  if (create || rng.bool(0.2)) {
    const schema = (): bigint => BigInt(rng.int(3) === 0 ? 0 : rng.int(64));
    p.numLocalInts = schema();
    p.numLocalByteSlices = schema();
    p.numGlobalInts = schema();
    p.numGlobalByteSlices = schema();
    const ls = {
      ...(p.numLocalInts ? { numUint: p.numLocalInts } : {}),
      ...(p.numLocalByteSlices ? { numByteSlice: p.numLocalByteSlices } : {}),
    };
    const gs = {
      ...(p.numGlobalInts ? { numUint: p.numGlobalInts } : {}),
      ...(p.numGlobalByteSlices ? { numByteSlice: p.numGlobalByteSlices } : {}),
    };
    if (Object.keys(ls).length > 0) o.localSchema = ls as Transaction['localSchema'] & object;
    if (Object.keys(gs).length > 0) o.globalSchema = gs as Transaction['globalSchema'] & object;
    o.approvalProgram = p.approvalProgram = rng.bytes(1 + rng.int(300));
    o.clearProgram = p.clearProgram = rng.bytes(1 + rng.int(50));
    const pages = rng.int(4);
    if (pages !== 0) o.extraPages = p.extraPages = pages;
  }
  if (!create && rng.bool(0.2)) o.rejectVersion = p.rejectVersion = BigInt(1 + rng.int(100));
  return finish('appl', h, new algosdk.Transaction({ type: algosdk.TransactionType.appl, ...h.sdk, appCallParams: p }));
}

function hb(rng: Rng): Pair {
  const h = header(rng, 'hb');
  const proof = {
    sig: rng.bytes(64),
    pk: rng.bytes(32),
    pk2: rng.bytes(32),
    pk1Sig: rng.bytes(64),
    pk2Sig: rng.bytes(64),
  };
  const address = rng.bytes(32);
  const seed = rng.bytes(32);
  const voteId = rng.bytes(32);
  const keyDilution = rng.u64(true);
  const challengeDiscount = rng.bool();
  h.ours.heartbeat = { address, proof, seed, voteId, keyDilution, ...(challengeDiscount ? { challengeDiscount } : {}) };
  // algosdk does not export its Heartbeat classes: go through its decoder-side constructor with encoding data.
  const proofData = new Map<string, unknown>([
    ['s', proof.sig],
    ['p', proof.pk],
    ['p2', proof.pk2],
    ['p1s', proof.pk1Sig],
    ['p2s', proof.pk2Sig],
  ]);
  const hbData = new Map<string, unknown>([
    ['a', addr(address)],
    ['prf', proofData],
    ['sd', seed],
    ['vid', voteId],
    ['kd', keyDilution],
    ['c', challengeDiscount],
  ]);
  const o = h.ours;
  const data = new Map<string, unknown>([
    ['type', 'hb'],
    ['snd', addr(o.sender!)],
    ['fee', o.fee ?? 0n],
    ['fv', o.firstValid],
    ['lv', o.lastValid],
    ['gh', o.genesisHash],
    ['gen', o.genesisId ?? ''],
    ['note', o.note ?? new Uint8Array()],
    ['lx', o.lease ?? new Uint8Array(32)],
    ['hb', hbData],
  ]);
  if (o.rekeyTo !== undefined) data.set('rekey', addr(o.rekeyTo));
  return finish('hb', h, algosdk.Transaction.fromEncodingData(data));
}

export const BUILDERS = { pay, keyreg, acfg, axfer, afrz, appl, hb } as const;

/** A random pair of `type` (or of a random type); `sender` fixes the sender. */
export function randomPair(rng: Rng, type?: keyof typeof BUILDERS, sender?: Uint8Array): Pair {
  const builder = BUILDERS[type ?? rng.pick(Object.keys(BUILDERS) as (keyof typeof BUILDERS)[])];
  senderOverride = sender;
  try {
    return builder(rng);
  } finally {
    senderOverride = undefined;
  }
}
