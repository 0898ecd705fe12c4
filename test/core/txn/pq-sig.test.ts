import test from 'ava';
import { readFileSync } from 'node:fs';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import { logicSigSanity } from '../../../src/core/ledger/appl/lsig-sanity.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { signedTxnChecks } from '../../../src/core/ledger/well-formed.js';
import { pqSigAddress, verifyPqSig } from '../../../src/core/txn/pq-sig.js';
import { decodeSignedTxn } from '../../../src/core/txn/signed.js';
import type { PQSig, SignedTxn } from '../../../src/core/txn/types.js';

// Signed with algorand/falcon (see the fixture's "source"): a payment from a Falcon-1024 key's PQ address.
const FIXTURE = new URL('../../fixtures/falcon/pq-signed-txns.json', import.meta.url);
const { direct, delegated } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { direct: string; delegated: string };
const directTxn = (): SignedTxn => decodeSignedTxn(Buffer.from(direct, 'hex'));
const delegatedTxn = (): SignedTxn => decodeSignedTxn(Buffer.from(delegated, 'hex'));

const rejects = test.macro((t, stxn: SignedTxn, message: string) => {
  const err = t.throws(() => signedTxnChecks(stxn, V42));
  t.is((err as { code?: string }).code, 'ALGOD_TXN_REJECTED');
  t.is(err?.message, message);
});

const withPq = (stxn: SignedTxn, change: Partial<PQSig>): SignedTxn => ({
  ...stxn,
  pqsig: { ...stxn.pqsig!, ...change },
});

test('a pqsig-signed payment from its PQ address passes the signature checks', (t) => {
  const stxn = directTxn();
  t.deepEqual(pqSigAddress(stxn.pqsig!), stxn.txn!.sender);
  t.notThrows(() => signedTxnChecks(stxn, V42));
});

test(
  'a changed transaction fails the Falcon check with the C library code',
  rejects,
  { ...directTxn(), txn: { ...directTxn().txn!, amount: 1001n } },
  'pq signature validation failed: invalid falcon-1024 signature: error code -4: falcon verify failed',
);

test(
  'a changed signature encoding is a format error (-3)',
  rejects,
  withPq(directTxn(), { signature: Buffer.concat([directTxn().pqsig!.signature!, Buffer.of(0)]) }),
  'pq signature validation failed: invalid falcon-1024 signature: error code -3: falcon verify failed',
);

test('another salt derives another address', (t) => {
  const stxn = withPq(directTxn(), { salt: 7 });
  const derived = encodeAddress(pqSigAddress(stxn.pqsig!));
  const expected = encodeAddress(stxn.txn!.sender!);
  const err = t.throws(() => signedTxnChecks(stxn, V42));
  t.is(
    err?.message,
    `pq signature validation failed: pq signature authorizer mismatch: derived ${derived}, expected ${expected}`,
  );
});

test(
  'only the f1 scheme is known',
  rejects,
  withPq(directTxn(), { scheme: Buffer.from('f2') }),
  'pq signature validation failed: pq signature scheme not supported',
);

test(
  'an envelope without signature is refused after the address check',
  rejects,
  withPq(directTxn(), { signature: new Uint8Array(0) }),
  'pq signature validation failed: pq signature is empty',
);

test('a key of the wrong size is refused once the address matches (rekeyed to it)', (t) => {
  const envelope: PQSig = { ...directTxn().pqsig!, publicKey: new Uint8Array(10).fill(1) };
  const stxn: SignedTxn = { ...directTxn(), pqsig: envelope, authAddr: pqSigAddress(envelope) };
  const err = t.throws(() => signedTxnChecks(stxn, V42));
  t.is(err?.message, 'pq signature validation failed: invalid falcon-1024 signature: public key size 10, want 1793');
});

test('verifyPqSig: blank envelopes', (t) => {
  t.is(verifyPqSig(undefined, new Uint8Array(0), new Uint8Array(32)), 'pq signature is blank');
  t.is(verifyPqSig({}, new Uint8Array(0), new Uint8Array(32)), 'pq signature is blank');
});

test('a logic sig delegated with lsig.pqsig passes the sanity check', (t) => {
  t.is(logicSigSanity(delegatedTxn(), V42), undefined);
});

test('a pq-delegated logic sig over another program or for another authorizer fails', (t) => {
  const stxn = delegatedTxn();
  const otherProgram: SignedTxn = { ...stxn, lsig: { ...stxn.lsig!, logic: Uint8Array.of(8, 0x81, 0x02) } };
  t.is(
    logicSigSanity(otherProgram, V42),
    'pq delegated logic signature validation failed: invalid falcon-1024 signature: error code -4: falcon verify failed',
  );
  const rekeyed: SignedTxn = { ...stxn, authAddr: new Uint8Array(32).fill(9) };
  t.regex(
    logicSigSanity(rekeyed, V42) ?? '',
    /^pq delegated logic signature validation failed: pq signature authorizer mismatch: derived /,
  );
});
