import test from 'ava';
import { RunMode } from '../../../src/core/avm/index.js';
import { asm, notrack, outcome, run, versionsFrom } from './helpers.js';

// Upstream's TestMimc / TestPoseidon2 (go-algorand data/transactions/logic/crypto_test.go): pre-images, and the
// digests gnark-crypto v0.18 computes for them, in decimal; failing pre-images have no digest.
const PRE_IMAGES: readonly (readonly [string, boolean])[] = [
  ['', false], // empty
  ['23a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b5042535', true],
  ['73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000002', false], // above both moduli
  ['deadf00d', false], // shorter than an element
  [
    '183de351a72141d79c51a27d10405549c98302cb2536c5968deeb3cba635121723a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b504253530644e72e131a029b85045b68181585d2833e84879b9709143e1f593ef676981',
    true,
  ],
  [
    '183de351a72141d79c51a27d10405549c98302cb2536c5968deeb3cba635121723a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b504253573eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000002',
    false,
  ],
  [
    '183de351a72141d79c51a27d10405549c98302cb2536c5968deeb3cba635121723a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b5042535abba',
    false,
  ],
];

const DIGESTS: Readonly<Record<string, readonly [string, string]>> = {
  'mimc BN254Mp110': [
    '12886436712380113721405259596386800092738845035233065858332878701083870690753',
    '6040222623731283351958201178122781676432899642144860863024149088913741383362',
  ],
  'mimc BLS12_381Mp111': [
    '8791766422525455185980675814845076441443662947059416063736889106252015893524',
    '12964111614552580241101202600014316932811348627866250816177200046290462797607',
  ],
  'poseidon2 BN254t2': [
    '9508867777362231262564394485161648897131889139474639535709054689562539246209',
    '6791735139456093729163685856803485582211494197517701835714118539027901440151',
  ],
  'poseidon2 BLS12_381t2': [
    '34960972753749415790402211978912014226528569245540044525901549350192685584856',
    '42428992405405528150674275794637337448740652553021708843638392031995718438793',
  ],
};

const INTRODUCED: Readonly<Record<string, number>> = { mimc: 11, poseidon2: 13 };
const BIG = { budget: 100_000 } as const;

const push = (hex: string): string => (hex === '' ? 'byte ""' : `byte 0x${hex}`);
const digestHex = (decimal: string): string => BigInt(decimal).toString(16).padStart(64, '0');

for (const [op, [single, triple]] of Object.entries(DIGESTS)) {
  const name = op.split(' ')[0]!;
  test(`${op}: upstream's known answers at every version`, (t) => {
    const cases = [
      [PRE_IMAGES[1]![0], single],
      [PRE_IMAGES[4]![0], triple],
    ] as const;
    for (const v of versionsFrom(INTRODUCED[name]!)) {
      for (const [preImage, digest] of cases) {
        const source = `${push(preImage)}; ${op}; byte 0x${digestHex(digest)}; ==`;
        t.is(outcome(source, v, BIG), 'pass', `v${v} ${preImage}`);
      }
    }
  });

  test(`${op}: malformed inputs fail with upstream's texts`, (t) => {
    const texts = [
      'the input data cannot be empty',
      undefined,
      `invalid ${name} input invalid fr.Element encoding`,
      'the input data must be a multiple of 32 bytes',
      undefined,
      `invalid ${name} input invalid fr.Element encoding`,
      'the input data must be a multiple of 32 bytes',
    ];
    PRE_IMAGES.forEach(([preImage], i) => {
      const text = texts[i];
      if (text === undefined) return;
      t.is(outcome(notrack(`${push(preImage)}; ${op}; len`), INTRODUCED[name]!, BIG), `error: ${text}`, preImage);
    });
  });
}

test('an element equal to the modulus is refused, one below it accepted', (t) => {
  const bnR = '30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001';
  const blsR = '73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001';
  const below = (hex: string): string => (BigInt(`0x${hex}`) - 1n).toString(16).padStart(64, '0');
  for (const [op, r] of [
    ['mimc BN254Mp110', bnR],
    ['poseidon2 BLS12_381t2', blsR],
  ] as const) {
    t.regex(outcome(notrack(`byte 0x${r}; ${op}; len`), 13, BIG), /invalid fr.Element encoding/);
    t.is(outcome(`byte 0x${below(r)}; ${op}; len; int 32; ==`, 13, BIG), 'pass');
  }
  // the BN254 modulus is a valid BLS12-381 element
  t.is(outcome(`byte 0x${bnR}; mimc BLS12_381Mp111; len; int 32; ==`, 13, BIG), 'pass');
});

test('costs: base plus a charge per 32-byte element', (t) => {
  const cost = (op: string, n: number): number =>
    run(asm(`pushint ${n}; bzero; ${op}; len`, 13), { mode: RunMode.Application, budget: 100_000 }).cost;
  // pushint + bzero + op + len
  t.deepEqual([cost('mimc BN254Mp110', 32), cost('mimc BLS12_381Mp111', 96)], [3 + 10 + 550, 3 + 10 + 3 * 550]);
  t.deepEqual([cost('poseidon2 BN254t2', 32), cost('poseidon2 BLS12_381t2', 64)], [3 + 7 + 350, 3 + 7 + 2 * 350]);
});

test('unknown configurations have no cost, which fails evaluation as upstream (`NAME returned 0 cost`)', (t) => {
  // mimc BN254Mp110 = e6 00; patch the immediate to 7 (a raw program; the assembler refuses unknown names)
  for (const [op, text] of [
    ['mimc BN254Mp110', 'mimc returned 0 cost'],
    ['poseidon2 BN254t2', 'poseidon2 returned 0 cost'],
  ] as const) {
    const program = asm(notrack(`int 32; bzero; ${op}; len`), 13);
    const at = program.findIndex((b, i) => (b === 0xe6 || b === 0xe7) && program[i + 1] === 0);
    program[at + 1] = 7;
    const result = run(program, BIG);
    t.is(result.error?.message ?? `check or pass`, text);
  }
});

test('hashing is deterministic and depends on every element and its order', (t) => {
  const a = '01'.padStart(64, '0');
  const b = '02'.padStart(64, '0');
  for (const op of Object.keys(DIGESTS)) {
    t.is(outcome(`byte 0x${a}${b}; ${op}; byte 0x${a}${b}; ${op}; ==`, 13, BIG), 'pass');
    t.is(outcome(`byte 0x${a}${b}; ${op}; byte 0x${b}${a}; ${op}; !=`, 13, BIG), 'pass');
    t.is(outcome(`byte 0x${a}; ${op}; byte 0x${a}${a}; ${op}; !=`, 13, BIG), 'pass');
  }
});
