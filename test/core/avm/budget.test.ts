import test from 'ava';
import { evaluate, RunMode } from '../../../src/core/avm/index.js';
import { OP_VARIANTS } from '../../../src/core/teal/spec-data.js';
import { isFieldCost, parseFieldCosts, parseLinear } from '../../../src/core/avm/cost.js';
import { asm, check, hexBytes, paramsFor, run } from './helpers.js';

/** `int 1` then n-1 times `int 1; +`: n+? instructions, each cost 1 (plus the intcblock). */
function chain(n: number): string {
  return ['int 1', ...Array.from({ length: n }, () => 'int 1; +')].join('; ');
}

test('static cost before v4: exactly the budget passes, one more fails the check', (t) => {
  for (const v of [1, 2, 3]) {
    const program = asm(chain(10), v); // intcblock + 21 ops = 22
    t.is(run(program).cost, 22);
    t.is(check(program, { budget: 22 }), undefined, `v${v}`);
    t.true(run(program, { budget: 22 }).pass);
    t.deepEqual(check(program, { budget: 21 }), {
      message: `pc=${String(program.length).padStart(3)} static cost budget of 21 exceeded`,
      pc: program.length,
    });
    t.deepEqual(run(program, { budget: 21 }).error, {
      message: 'dynamic cost budget exceeded, executing +: local program cost was 21',
      pc: program.length - 1,
    });
  }
});

test('from v4 only the dynamic budget counts', (t) => {
  for (const v of [4, 8, 13, 14]) {
    const program = asm(chain(10), v);
    t.is(check(program, { budget: 1 }), undefined, `v${v}`);
    t.is(run(program, { budget: run(program).cost }).error, undefined);
    t.regex(
      run(program, { budget: run(program).cost - 1 }).error?.message ?? '',
      /^dynamic cost budget exceeded, executing \+: local program cost was \d+$/,
    );
  }
});

test('the static check only counts code it walks over, not loops', (t) => {
  const loop = asm('int 0; loop: int 1; +; dup; int 100; <; bnz loop', 4);
  t.is(check(loop, { budget: 10 }), undefined);
  t.regex(run(loop, { budget: 10 }).error?.message ?? '', /^dynamic cost budget exceeded/);
});

// upstream TestSlowLogic: costs belong to the program's version, so v1 code keeps v1 prices on a newer protocol
test('v1 hash prices are grandfathered', (t) => {
  const fragment =
    'byte 0x666E6F7264; keccak256; byte 0xc195eca25a6f4c82bfba0287082ddb0d602ae9230f9cf1f1a40b68f8e2c41567; ==';
  const source = fragment + `; ${fragment}; &&`.repeat(200);
  const v1 = asm(source, 1);
  t.is(check(v1, { protocolVersion: 2 }), undefined);
  t.true(run(v1, { protocolVersion: 2 }).pass);
  const v2 = asm(source, 2);
  t.regex(check(v2, { protocolVersion: 2 })?.message ?? '', /^pc=\s*\d+ static cost budget of 20000 exceeded$/);
  t.regex(
    run(v2, { protocolVersion: 2 }).error?.message ?? '',
    /^dynamic cost budget exceeded, executing keccak256: local program cost was \d+$/,
  );
});

test('a pooled budget is shared by the programs of a group', (t) => {
  const program = asm('int 1; int 2; +; pop; int 1', 8); // 6
  const pool = { remaining: 10 };
  const first = evaluate({ ...paramsFor(program), budget: pool });
  t.is(first.cost, 6);
  t.is(pool.remaining, 4);
  const second = evaluate({ ...paramsFor(program), budget: pool });
  t.is(second.error?.message, 'dynamic cost budget exceeded, executing pop: local program cost was 4');
  t.is(pool.remaining, 0);
});

test('an isolated budget caps one program while the pool still pays', (t) => {
  const program = asm('int 1; int 2; +; pop; int 1', 8);
  const pool = { remaining: 1000 };
  const result = evaluate({ ...paramsFor(program, { mode: RunMode.Application }), budget: pool, isolatedBudget: 5 });
  t.is(result.error?.message, 'dynamic cost budget exceeded, executing intc_0: local program cost was 5');
  t.is(pool.remaining, 995);
});

// upstream TestBase64CostVariation: 1 + 1 per 16 bytes of the input
test('base64_decode cost depends on the input length', (t) => {
  const cost = (text: string): number => run(asm(`pushbytes "${text}"; base64_decode URLEncoding; pop; int 1`, 7)).cost;
  const base = 3; // pushbytes + pop + pushint
  t.is(cost('') - base, 1);
  t.is(cost('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') - base, 5);
  t.is(cost('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz01234567') - base, 5);
  t.is(cost('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_AA==') - base, 6);
});

test('json_ref cost is 25 + 2 per 7 bytes of the JSON text (not the key)', (t) => {
  const cost = (json: string, key: string): number =>
    run(asm(`pushbytes ${JSON.stringify(json)}; pushbytes "${key}"; json_ref JSONUint64`, 7)).cost;
  t.is(cost('{"a":1}', 'a'), 2 + 25 + 2);
  t.is(cost('{"a": 1}', 'a'), 2 + 25 + 4);
  t.is(cost('{"abcdefghijklmn":1}', 'abcdefghijklmn'), 2 + 25 + 6);
});

test('every documented cost parses', (t) => {
  for (const variant of OP_VARIANTS) {
    if (isFieldCost(variant.cost)) t.true(parseFieldCosts(variant.cost, variant.args.length).size > 0, variant.name);
    else t.true(parseLinear(variant.cost, variant.args.length).base > 0, variant.name);
  }
  t.deepEqual(parseLinear('25 + 2 per 7 bytes of A', 2), { base: 25, chunkCost: 2, chunkSize: 7, depth: 1 });
  t.deepEqual(parseLinear('8000 + 7400 per 64 bytes of B', 2), {
    base: 8000,
    chunkCost: 7400,
    chunkSize: 64,
    depth: 0,
  });
  t.throws(() => parseLinear('lots', 1));
});

test('field-dependent costs are charged before the op runs', (t) => {
  // ecdsa_verify Secp256k1 (1700) / Secp256r1 (2500): charged, then the op runs (all-zero inputs do not verify)
  const args = 'int 32; bzero; dupn 4';
  const k1 = run(asm(`${args}; ecdsa_verify Secp256k1`, 8));
  t.deepEqual([k1.error, k1.pass, k1.cost], [undefined, false, 3 + 1700]);
  const r1 = run(asm(`${args}; ecdsa_verify Secp256r1`, 8));
  t.is(r1.cost, 3 + 2500);
  // an unknown field has no cost: upstream's texts for eval and check
  const unknown = hexBytes('08' + '8120' + 'af' + '4704' + '0509');
  t.deepEqual([run(unknown).error?.message, run(unknown).cost], ['ecdsa_verify returned 0 cost', 3]);
  t.is(check(unknown)?.message, 'pc=  6 ecdsa_verify reported non-positive cost');
  // v5 knows only Secp256k1 but, like upstream, charges a later field's price
  const early = hexBytes('05' + '8120' + 'af' + '49494949' + '0501');
  t.is(run(early).cost, 6 + 2500);
});

test('field and length dependent costs', (t) => {
  const cost = (n: number): number =>
    run(asm(`pushint 1; bzero; pushint ${n}; bzero; ec_pairing_check BN254g1`, 10), { budget: 1_000_000 }).cost;
  t.is(cost(0), 4 + 8000);
  t.is(cost(64), 4 + 8000 + 7400);
  t.is(cost(65), 4 + 8000 + 2 * 7400);
});
