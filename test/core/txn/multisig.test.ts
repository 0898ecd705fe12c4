import test from 'ava';
import algosdk from 'algosdk';
import { multisigAddress } from '../../../src/core/crypto/accounts.js';
import { keyPairFromSeed, type KeyPair } from '../../../src/core/crypto/ed25519.js';
import {
  checkPartialMultisig,
  mergeMultisig,
  mergeMultisigTransactions,
  multisigPreimage,
  multisigSign,
  signMultisigTransaction,
  verifyMultisig,
  verifyMultisigTxn,
} from '../../../src/core/txn/multisig.js';
import { decodeSignedTxn, encodeSignedTxn } from '../../../src/core/txn/signed.js';
import { bytesToSign } from '../../../src/core/txn/transaction.js';
import type { MultisigSig } from '../../../src/core/txn/types.js';
import { Rng, randomPair } from './random-txn.js';

const keys: KeyPair[] = Array.from({ length: 5 }, (_, i) => keyPairFromSeed(Buffer.alloc(32, i + 10)));
const pks = keys.map((k) => k.publicKey);
const addrs = pks.map((pk) => new algosdk.Address(pk));

test('multisig addresses match algosdk for every threshold', (t) => {
  for (let n = 1; n <= 5; n++) {
    for (let thr = 1; thr <= n; thr++) {
      const expected = algosdk.multisigAddress({ version: 1, threshold: thr, addrs: addrs.slice(0, n) });
      t.deepEqual(multisigAddress(1, thr, pks.slice(0, n)), Buffer.from(expected.publicKey));
    }
  }
  // duplicates are allowed and order matters
  const dup = [pks[0]!, pks[0]!, pks[1]!];
  t.deepEqual(
    multisigAddress(1, 2, dup),
    Buffer.from(
      algosdk.multisigAddress({ version: 1, threshold: 2, addrs: dup.map((p) => new algosdk.Address(p)) }).publicKey,
    ),
  );
  t.notDeepEqual(multisigAddress(1, 1, [pks[0]!, pks[1]!]), multisigAddress(1, 1, [pks[1]!, pks[0]!]));
});

const badPreimage = test.macro({
  exec(t, version: number, threshold: number, n: number, message: string) {
    const err = t.throws(() => multisigAddress(version, threshold, pks.slice(0, n)));
    t.is((err as { code?: string }).code, 'CORE_BAD_MULTISIG');
    t.is(err!.message, message);
  },
  title: (_, v, thr, n, message) => `preimage v${v} thr ${thr} of ${n} → ${message}`,
});

test(badPreimage, 2, 1, 2, 'unknown version');
test(badPreimage, 0, 1, 2, 'unknown version');
test(badPreimage, 1, 0, 2, 'Invalid threshold');
test(badPreimage, 1, 3, 2, 'Invalid threshold');
test(badPreimage, 1, 1, 0, 'Invalid threshold');

test('sign and merge match algosdk byte for byte, with and without a rekeyed multisig (sgnr)', (t) => {
  for (let seed = 1; seed <= 40; seed++) {
    const rng = new Rng(seed);
    const n = 2 + rng.int(4);
    const thr = 1 + rng.int(n);
    const meta = { version: 1, threshold: thr, addrs: addrs.slice(0, n) };
    const preimage = multisigPreimage(1, thr, pks.slice(0, n));
    const msigAddr = multisigAddress(1, thr, pks.slice(0, n));
    const { ours, sdk } = randomPair(rng, undefined, rng.bool() ? msigAddr : undefined);
    const signers = keys.slice(0, n).filter(() => rng.bool(0.7));
    if (signers.length === 0) signers.push(keys[0]!);
    const oursBlobs = signers.map((k) => encodeSignedTxn(signMultisigTransaction(ours, preimage, k.secretKey)));
    const sdkBlobs = signers.map((k) => Buffer.from(algosdk.signMultisigTransaction(sdk, meta, k.secretKey).blob));
    t.deepEqual(oursBlobs, sdkBlobs, `seed ${seed}`);
    if (signers.length >= 2) {
      const merged = mergeMultisigTransactions(oursBlobs.map(decodeSignedTxn));
      t.deepEqual(
        encodeSignedTxn(merged),
        Buffer.from(algosdk.mergeMultisigTransactions(sdkBlobs)),
        `merge seed ${seed}`,
      );
      if (signers.length >= thr) t.notThrows(() => verifyMultisigTxn(merged));
    }
  }
});

function partial(signers: KeyPair[], message: Buffer, thr = 2): MultisigSig {
  const pre = multisigPreimage(1, thr, pks.slice(0, 3));
  return signers.map((k) => multisigSign(message, pre, k.secretKey)).reduce((a, b) => mergeMultisig(a, b), pre);
}

test('verification: threshold, address, bad signatures', (t) => {
  const message = bytesToSign(randomPair(new Rng(1), 'pay').ours);
  const address = multisigAddress(1, 2, pks.slice(0, 3));
  t.notThrows(() => verifyMultisig(message, address, partial([keys[0]!, keys[2]!], message)));
  t.notThrows(() => verifyMultisig(message, address, partial([keys[0]!, keys[1]!, keys[2]!], message)));
  const cases: [string, MultisigSig, Uint8Array, string, string][] = [
    ['below threshold', partial([keys[1]!], message), address, 'CORE_BAD_MULTISIG', 'Invalid number of signatures'],
    ['no subsigs', { version: 1, threshold: 2 }, address, 'CORE_BAD_MULTISIG', 'Invalid number of signatures'],
    [
      'blank first subsig',
      { version: 1, threshold: 1, subsigs: [{}, { pk: pks[0]! }] },
      address,
      'CORE_BAD_MULTISIG',
      'Invalid number of signatures',
    ],
    ['wrong address', partial([keys[0]!, keys[1]!], message), pks[0]!, 'CORE_BAD_MULTISIG', 'Invalid address'],
    [
      'version 2',
      { ...partial([keys[0]!, keys[1]!], message), version: 2 },
      address,
      'CORE_BAD_MULTISIG',
      'unknown version',
    ],
    [
      'threshold above keys',
      { ...partial([keys[0]!, keys[1]!], message), threshold: 4 },
      address,
      'CORE_BAD_MULTISIG',
      'Invalid threshold',
    ],
    [
      'a signature over another message',
      partial([keys[0]!, keys[1]!], Buffer.from('TXother')),
      address,
      'CORE_BAD_SIGNATURE',
      "At least one signature didn't pass verification",
    ],
  ];
  for (const [name, msig, addr, code, text] of cases) {
    const err = t.throws(() => verifyMultisig(message, addr, msig), undefined, name);
    t.is((err as { code?: string }).code, code, name);
    t.is(err!.message, text, name);
  }
});

test('merge follows kmd/MultisigMerge rules', (t) => {
  const message = Buffer.from('TXmsg');
  const a = partial([keys[0]!], message);
  const b = partial([keys[1]!], message);
  const both = mergeMultisig(a, b);
  t.deepEqual(
    both.subsigs!.map((s) => s.sig !== undefined),
    [true, true, false],
  );
  t.deepEqual(mergeMultisig(both, a), both, 'equal signatures are kept');
  t.deepEqual(
    mergeMultisig(a, {
      version: 1,
      threshold: 2,
      subsigs: pks.slice(0, 3).map((pk) => ({ pk, sig: Buffer.alloc(64) })),
    }),
    a,
    'all-zero signatures count as empty',
  );
  const conflicting = { ...a, subsigs: a.subsigs!.map((s, i) => (i === 0 ? { ...s, sig: Buffer.alloc(64, 1) } : s)) };
  const cases: [string, MultisigSig, string][] = [
    ['conflicting signature', conflicting, 'Invalid duplicates'],
    ['different threshold', { ...b, threshold: 3 }, 'Invalid threshold'],
    ['different version', { ...b, version: 2 }, 'Invalid threshold'],
    ['different length', { ...b, subsigs: b.subsigs!.slice(0, 2) }, 'Invalid threshold'],
    ['different keys', { ...b, subsigs: [{ pk: pks[4]! }, ...b.subsigs!.slice(1)] }, 'Public key lists do not match'],
  ];
  for (const [name, other, text] of cases) {
    const err = t.throws(() => mergeMultisig(a, other), undefined, name);
    t.is((err as { code?: string }).code, 'CORE_BAD_MULTISIG');
    t.is(err!.message, text, name);
  }
});

test('multisigSign fills every slot of a duplicated key and rejects a non-member', (t) => {
  const pre = multisigPreimage(1, 1, [pks[0]!, pks[1]!, pks[0]!]);
  const signed = multisigSign(Buffer.from('TXm'), pre, keys[0]!.secretKey);
  t.deepEqual(
    signed.subsigs!.map((s) => s.sig !== undefined),
    [true, false, true],
  );
  const err = t.throws(() => multisigSign(Buffer.from('TXm'), pre, keys[3]!.secretKey));
  t.is(err!.message, 'Key does not exist');
});

test('mergeMultisigTransactions rejects mismatched inputs', (t) => {
  const pre = multisigPreimage(1, 2, pks.slice(0, 3));
  const { ours } = randomPair(new Rng(8), 'pay');
  const one = signMultisigTransaction(ours, pre, keys[0]!.secretKey);
  const other = signMultisigTransaction({ ...ours, fee: (ours.fee ?? 0n) + 1n }, pre, keys[1]!.secretKey);
  t.regex(t.throws(() => mergeMultisigTransactions([one]))!.message, /at least two/);
  t.regex(t.throws(() => mergeMultisigTransactions([one, other]))!.message, /transaction IDs differ/);
  t.regex(
    t.throws(() => mergeMultisigTransactions([one, { txn: ours, sig: Buffer.alloc(64, 1) }]))!.message,
    /multisig structure missing at index 1/,
  );
  const otherPre = signMultisigTransaction(ours, multisigPreimage(1, 1, pks.slice(0, 3)), keys[1]!.secretKey);
  t.regex(
    t.throws(() => mergeMultisigTransactions([one, otherPre]))!.message,
    /auth addresses differ|preimages differ/,
  );
});

test('kmd partial checks: preimage must hash to sender or signer and the key must be a member', (t) => {
  const pre = multisigPreimage(1, 2, pks.slice(0, 3));
  const addr = multisigAddress(1, 2, pks.slice(0, 3));
  t.deepEqual(checkPartialMultisig(pre, addr, undefined, pks[1]!), addr);
  t.deepEqual(checkPartialMultisig(pre, pks[4]!, addr, pks[2]!), addr);
  const cases: [string, () => unknown, string][] = [
    [
      'neither sender nor signer',
      () => checkPartialMultisig(pre, pks[4]!, pks[3]!, pks[0]!),
      'given multisig preimage hashes to neither Sender nor AuthAddr',
    ],
    [
      'a non-member key',
      () => checkPartialMultisig(pre, addr, undefined, pks[4]!),
      'given key is not a possible signer for this multisig',
    ],
    ['version 0', () => checkPartialMultisig({ ...pre, version: 0 }, addr, undefined, pks[0]!), 'unknown version'],
    [
      'threshold 0',
      () => checkPartialMultisig({ ...pre, threshold: 0 }, addr, undefined, pks[0]!),
      'Invalid threshold',
    ],
  ];
  for (const [name, run, text] of cases) {
    const err = t.throws(run, undefined, name);
    t.is((err as { code?: string }).code, 'CORE_BAD_MULTISIG');
    t.is(err!.message, text, name);
  }
});
