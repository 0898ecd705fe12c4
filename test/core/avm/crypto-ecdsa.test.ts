import test from 'ava';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { createHash, generateKeyPairSync, sign as nodeSign } from 'node:crypto';
import { RunMode } from '../../../src/core/avm/index.js';
import { accepts, asm, fails, finalStack, notrack, outcome, rejects, run, toHex } from './helpers.js';

const K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const R1_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

const hex32 = (n: bigint): string => n.toString(16).padStart(64, '0');
const msgOf = (text: string): Uint8Array => createHash('sha512').update(text).digest().subarray(0, 32);

// upstream BenchmarkVerify vectors (crypto_test.go): data, r, s, x, y
const K1_VECTOR = [
  '71a5910445820f57989c027bdf9391c80097874d249e0f38bf90834fdec2877f',
  '5eb27782eb1a5df8de9a5d51613ad5ca730840ddf4af919c6feb15cde14f9978',
  '0cb3c0d636ed991ee030d09c295de3121eb166cb9e1552cf0ef0fb2358f35f0f',
  '79de0699673571df1de8486718d06a3e7838f6831ec4ef3fb963788fbfb773b7',
  'd76446a3393af3e2eefada16df80cc6a881a56f4cf41fa2ab4769c5708ce878d',
];
const R1_VECTOR = [
  '71a5910445820f57989c027bdf9391c80097874d249e0f38bf90834fdec2877f',
  'c010fc83ea196d6f5ce8a44637060bdcfb5bf1199cfc5bb893684d450c4f160c',
  '8e391a7b9cd75a99e8ebfe703036caebd9e91ae8339bd7e2abfb0f273eb8e972',
  '13e49a19378bbfa8d55ac81a35b87d7bae456c79fcf04a78803d8eb45b253fab',
  'a2d237cd897ca70787abf04d2155c6dc2fbe26fd642e0472cd75c13dc919ef1a',
];

const verifySource = (curve: string, parts: readonly string[]): string =>
  `${parts.map((p) => `byte 0x${p}`).join('; ')}; ecdsa_verify ${curve}`;

test(
  'upstream ecdsa_verify vectors',
  accepts,
  7,
  `${verifySource('Secp256k1', K1_VECTOR)}; ${verifySource('Secp256r1', R1_VECTOR)}; &&`,
);
test('secp256k1 from v5', accepts, 5, verifySource('Secp256k1', K1_VECTOR));

test(
  'upstream TestEcdsaEthAddress: recover an Ethereum address',
  accepts,
  5,
  `byte "hello from ethereum"; keccak256; int 0
byte 0x745e8f55ac6189ee89ed707c36694868e3903988fbf776c8096c45da2e60c638
byte 0x30c8e4a9b5d2eb53ddc6294587dd00bed8afe2c45dd72f6b4cf752e46d5ba681
ecdsa_pk_recover Secp256k1; concat; keccak256; substring 12 32
byte 0x5ce9454909639d2d17a3f753ce7d93fa0b9ab12e; ==`,
);

function k1Fixture(): {
  msg: string;
  r: bigint;
  s: bigint;
  recovery: number;
  x: string;
  y: string;
  compressed: string;
} {
  const secret = secp256k1.utils.randomSecretKey();
  const msg = msgOf('testdata');
  const sig = secp256k1.Signature.fromBytes(
    secp256k1.sign(msg, secret, { prehash: false, format: 'recovered' }),
    'recovered',
  );
  const full = secp256k1.getPublicKey(secret, false);
  return {
    msg: toHex(msg),
    r: sig.r,
    s: sig.s,
    recovery: sig.recovery!,
    x: toHex(full.subarray(1, 33)),
    y: toHex(full.subarray(33)),
    compressed: toHex(secp256k1.getPublicKey(secret, true)),
  };
}

test('secp256k1: verify, decompress and recover a fresh signature', (t) => {
  const f = k1Fixture();
  const verify = (r: bigint, s: bigint, x = f.x, msg = f.msg): string =>
    outcome(notrack(verifySource('Secp256k1', [msg, hex32(r), hex32(s), x, f.y])), 5);
  t.is(verify(f.r, f.s), 'pass');
  t.is(verify(f.r, K1_N - f.s), 'reject', 'high S is refused (libsecp256k1)');
  t.is(verify(f.r + 1n, f.s), 'reject');
  t.is(verify(f.r, f.s, f.x, f.msg.replace(/^../, 'ff')), 'reject');
  t.is(verify(f.r, f.s, `0102${f.x}`), 'pass', 'coordinates are truncated to their low 256 bits');
  t.is(verify(K1_N, f.s), 'reject', 'r ≥ n');
  t.deepEqual(finalStack(`byte 0x${f.compressed}; ecdsa_pk_decompress Secp256k1`, 5), [f.x, f.y]);
  const recover = (v: number): string[] =>
    finalStack(
      `byte 0x${f.msg}; int ${v}; byte 0x${hex32(f.r)}; byte 0x${hex32(f.s)}; ecdsa_pk_recover Secp256k1`,
      5,
    ) as string[];
  t.deepEqual(recover(f.recovery), [f.x, f.y]);
  t.notDeepEqual(recover(f.recovery ^ 1), [f.x, f.y]);
  // high S still recovers (to the key of the negated signature's other parity)
  const highS = finalStack(
    `byte 0x${f.msg}; int ${f.recovery ^ 1}; byte 0x${hex32(f.r)}; byte 0x${hex32(K1_N - f.s)}; ecdsa_pk_recover Secp256k1`,
    5,
  );
  t.deepEqual(highS, [f.x, f.y]);
});

test('secp256r1 (node:crypto signer): verify accepts high S, decompress', (t) => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x!, 'base64url').toString('hex');
  const y = Buffer.from(jwk.y!, 'base64url').toString('hex');
  const data = Buffer.from('testdata');
  const msg = createHash('sha256').update(data).digest('hex');
  const sig = nodeSign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });
  const r = BigInt(`0x${sig.subarray(0, 32).toString('hex')}`);
  const s = BigInt(`0x${sig.subarray(32).toString('hex')}`);
  const verify = (rr: bigint, ss: bigint, yy = y): string =>
    outcome(verifySource('Secp256r1', [msg, hex32(rr), hex32(ss), x, yy]), 7);
  t.is(verify(r, s), 'pass');
  t.is(verify(r, R1_N - s), 'pass', 'Go crypto/ecdsa accepts either S');
  t.is(verify(r + 1n, s), 'reject');
  t.is(verify(r, 0n), 'reject');
  t.is(verify(r, s, x), 'reject', 'point off the curve');
  const prefix = (BigInt(`0x${y}`) & 1n) === 1n ? '03' : '02';
  t.deepEqual(finalStack(`byte 0x${prefix}${x}; ecdsa_pk_decompress Secp256r1`, 7), [x, y]);
  const noble = p256.getPublicKey(p256.utils.randomSecretKey(), true);
  const full = p256.Point.fromBytes(noble).toBytes(false);
  t.deepEqual(finalStack(`byte 0x${toHex(noble)}; ecdsa_pk_decompress Secp256r1`, 7), [
    toHex(full.subarray(1, 33)),
    toHex(full.subarray(33)),
  ]);
});

test('ecdsa_verify data length and unchecked r,s,x,y lengths', (t) => {
  for (const v of [5, 14]) {
    t.is(
      outcome(notrack('int 31; bzero; byte 0x; byte 0x; byte 0x; byte 0x; ecdsa_verify Secp256k1'), v),
      'error: the signed data must be 32 bytes long, not 31',
    );
    t.is(outcome(notrack('int 32; bzero; byte 0x; byte 0x; byte 0x; byte 0x; ecdsa_verify Secp256k1; !'), v), 'pass');
  }
  t.is(outcome(notrack('int 32; bzero; byte 0x; byte 0x; byte 0x; byte 0x; ecdsa_verify Secp256r1; !'), 7), 'pass');
});

test('decompress rejects bad prefixes, lengths and x without a root', (t) => {
  const key = toHex(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true));
  const p = 'fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f';
  const cases = [`00${key.slice(2)}`, key.slice(0, 64), `04${key.slice(2)}`, `02${p}`];
  const noRoot = (fromBytes: (b: Uint8Array) => unknown): string => {
    for (let x = 1n; ; x++) {
      const encoded = `02${hex32(x)}`;
      try {
        fromBytes(Buffer.from(encoded, 'hex'));
      } catch {
        return encoded;
      }
    }
  };
  const k1NoRoot = noRoot((b) => secp256k1.Point.fromBytes(b));
  const r1NoRoot = noRoot((b) => p256.Point.fromBytes(b));
  for (const c of [...cases, k1NoRoot]) {
    t.is(outcome(notrack(`byte 0x${c}; ecdsa_pk_decompress Secp256k1; pop; len`), 5), 'error: invalid pubkey', c);
  }
  for (const c of [...cases, r1NoRoot]) {
    t.is(
      outcome(notrack(`byte 0x${c}; ecdsa_pk_decompress Secp256r1; pop; len`), 7),
      'error: invalid compressed pubkey',
      c,
    );
  }
});

test('recover errors', (t) => {
  const tail = 'ecdsa_pk_recover Secp256k1; pop; len';
  const r = hex32(5n);
  t.is(outcome(`byte 0x${hex32(1n)}; int 4; byte 0x${r}; byte 0x${r}; ${tail}`, 5), 'error: invalid recovery id: 4');
  t.is(
    outcome(notrack(`byte 0x01; int 0; byte 0x${r}; byte 0x${r}; ${tail}`), 5),
    'error: pubkey recover failed: invalid message length, need 32 bytes',
  );
  t.is(
    outcome(notrack(`byte 0x${hex32(1n)}; int 0; byte 0x01; byte 0x${r}; ${tail}`), 5),
    'error: pubkey recover failed: invalid signature length',
  );
  for (const [v, rr, ss] of [
    [3, r, r],
    [0, hex32(0n), r],
    [0, r, hex32(K1_N)],
  ] as const) {
    t.is(
      outcome(`byte 0x${hex32(1n)}; int ${v}; byte 0x${rr}; byte 0x${ss}; ${tail}`, 5),
      'error: pubkey recover failed: recovery failed',
    );
  }
});

test('curve field checks', (t) => {
  // Secp256r1 (1) before v7 and unknown curves are runtime errors; recover supports only Secp256k1
  const raw = (source: string, field: number, v: number): string => {
    const program = asm(source, v);
    program[program.length - 1] = field;
    return run(program).error?.message ?? 'ok';
  };
  const verify = 'int 32; bzero; dup; dup; dup; dup; ecdsa_verify Secp256k1';
  const decompress = 'int 33; bzero; ecdsa_pk_decompress Secp256k1';
  t.is(raw(verify, 0, 5), 'ok');
  t.is(raw(verify, 1, 6), 'invalid curve 1');
  t.is(raw(verify, 1, 7), 'ok');
  // an unknown curve has no cost, which the loop reports before the op runs (upstream costByField → 0)
  t.is(raw(verify, 2, 7), 'ecdsa_verify returned 0 cost');
  t.is(raw(decompress, 9, 14), 'ecdsa_pk_decompress returned 0 cost');
  t.is(raw(decompress, 1, 5), 'invalid curve 1');
  // recover has a fixed cost, so the op itself rejects the field
  t.is(raw('int 32; bzero; int 0; int 32; bzero; dup; ecdsa_pk_recover Secp256k1', 9, 14), 'invalid curve 9');
  t.is(
    outcome(notrack('byte 0x01; int 0; byte 0x01; byte 0x01; ecdsa_pk_recover Secp256r1; pop; len'), 7),
    'error: unsupported curve 1',
  );
});

test('ecdsa costs per curve (DocCost)', (t) => {
  const budget = (op: string, v: number): number => {
    const program = asm(`int 32; bzero; dup; dup; dup; dup; ${op}; !`, v);
    return run(program, { mode: RunMode.Signature }).cost;
  };
  // int + bzero + 4 dup + op + !
  t.is(budget('ecdsa_verify Secp256k1', 5), 1700 + 7);
  t.is(budget('ecdsa_verify Secp256r1', 7), 2500 + 7);
  const decompress = (curve: string): number => run(asm(`int 33; bzero; ecdsa_pk_decompress ${curve}`, 7)).cost;
  t.is(decompress('Secp256k1'), 650 + 2);
  t.is(decompress('Secp256r1'), 2400 + 2);
  // v5: intcblock + 6 ops (int 32 is used twice, so it is an intc)
  t.is(run(asm('int 32; bzero; int 4; int 32; bzero; dup; ecdsa_pk_recover Secp256k1', 5)).cost, 2000 + 7);
});

test(
  'rejects: tampered upstream vector',
  rejects,
  7,
  verifySource('Secp256r1', [R1_VECTOR[0]!, R1_VECTOR[1]!, R1_VECTOR[2]!, R1_VECTOR[4]!, R1_VECTOR[3]!]),
);
test(
  'fails: Secp256r1 recover',
  fails,
  7,
  notrack('byte 0x01; int 0; byte 0x01; byte 0x01; ecdsa_pk_recover Secp256r1; pop; len'),
  'unsupported curve 1',
);
