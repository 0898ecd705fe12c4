import test from 'ava';
import { accepts, asm, check, fails, finalStack, hexBytes, run } from './helpers.js';

const MAX_BYTES = 4096;

/** Both verdicts of hand-written bytes: [static check message, evaluation message]. */
function both(program: Uint8Array, protocolVersion?: number): [string | undefined, string | undefined] {
  const options = protocolVersion === undefined ? {} : { protocolVersion };
  return [check(program, options)?.message, run(program, options).error?.message];
}

function uvarint(n: number): number[] {
  const out: number[] = [];
  for (; n >= 0x80; n = Math.floor(n / 128)) out.push((n % 128) | 0x80);
  out.push(n);
  return out;
}

test('intc_N beyond the block', fails, 1, 'intc_1', 'intc 1 beyond 0 constants');
test('intc_N beyond a small block', fails, 1, 'intcblock 7; intc_1; pop', 'intc 1 beyond 1 constants');
test('bytec_N beyond the block', fails, 1, 'bytec_1; btoi', 'bytec 1 beyond 0 constants');
test('bytec_N beyond a small block', fails, 1, 'bytecblock 0x23 0x45; bytec_2; btoi', 'bytec 2 beyond 2 constants');
test('intc and bytec with an index', (t) => {
  t.deepEqual(finalStack('intcblock 5 6 7 8 9; intc 4; bytecblock 0x01 0x02 0x03 0x04 0x05; bytec 4', 1), [9n, '05']);
  t.is(run(hexBytes('0120010521ff')).error?.message, 'intc 255 beyond 1 constants');
});

// upstream TestManualCBlockEval: a later constant block replaces the earlier one when executed
test('manual blocks in dead code', accepts, 2, 'int 4; int 4; +; int 8; ==; return; intcblock 10');
test(
  'manual blocks skipped',
  accepts,
  2,
  'b skip; bytecblock 0x11; skip: byte 0x2222; byte 0x2222; concat; len; int 4; ==',
);

test('pushint and pushbytes', (t) => {
  t.deepEqual(finalStack('pushint 18446744073709551615; pushbytes 0x1234; pushbytes ""', 3), [
    18446744073709551615n,
    '1234',
    '',
  ]);
});

test('pushints and pushbytess push in order', (t) => {
  t.deepEqual(finalStack('pushints 1 2 300; pushbytess "a" "" 0xff', 8), [1n, 2n, 300n, '61', '', 'ff']);
  const all = Array.from({ length: 256 }, (_, i) => i).join(' ');
  t.is(run(asm(`pushints ${all}; popn 255; pop; int 1`, 8)).pass, true);
});

test('push decode errors', (t) => {
  t.deepEqual(both(hexBytes('0481')), [
    'pc=  1 could not decode int at program[2]',
    'could not decode int at program[2]',
  ]);
  t.deepEqual(both(hexBytes('0480050102')), [
    'pc=  1 pushbytes too long at program[3]',
    'pushbytes too long at program[3]',
  ]);
  t.deepEqual(both(hexBytes('04818080808080808080807f')), [
    'pc=  1 could not decode int at program[2]',
    'could not decode int at program[2]',
  ]);
});

// upstream TestShortBytecblock / TestShortBytecblock2
test('short byte constant blocks', (t) => {
  const full = asm('bytecblock 0x123456 0xababcdcd "test"', 1);
  full[2] = 50;
  for (let i = 2; i < full.length; i++) {
    const [checked, evaluated] = both(full.subarray(0, i));
    t.regex(checked ?? '', /bytes list/);
    t.regex(evaluated ?? '', /bytes list/);
  }
  t.deepEqual(both(full.subarray(0, 2)), [
    'pc=  1 could not decode length of bytes list at pc=2',
    'could not decode length of bytes list at pc=2',
  ]);
  t.deepEqual(both(full.subarray(0, 5)), [
    'pc=  1 const bytes list with too many items',
    'const bytes list with too many items',
  ]);
  for (const hex of [
    '02260180fe83f88fe0bf80ff01aa',
    '01260180fe83f88fe0bf80ff01aa',
    '0026efbfbdefbfbd02',
    '0026efbfbdefbfbd30',
  ]) {
    const [checked, evaluated] = both(hexBytes(hex));
    t.regex(checked ?? '', /const bytes list/, hex);
    t.regex(evaluated ?? '', /const bytes list/, hex);
  }
});

test('short int constant blocks', (t) => {
  t.deepEqual(both(hexBytes('01200301')), [
    'pc=  1 const int list ran past end of program',
    'const int list ran past end of program',
  ]);
  t.deepEqual(both(hexBytes('012002018080')), [
    'pc=  1 could not decode int const[1] at pc=4',
    'could not decode int const[1] at pc=4',
  ]);
  t.deepEqual(both(hexBytes('012009')), [
    'pc=  1 const int list with too many items',
    'const int list with too many items',
  ]);
});

function pushbytess(version: number, lengths: number[], tail: number[]): Uint8Array {
  const bytes = [version, 0x82, ...uvarint(lengths.length)];
  for (const n of lengths) bytes.push(...uvarint(n), ...new Array<number>(n).fill(0));
  return Uint8Array.from([...bytes, ...tail]);
}

// upstream TestPushBytessSize: the 4096-byte limit on constants applies once the protocol reaches v13
test('constant size limit follows the protocol version', (t) => {
  const pops = (n: number): number[] => [...new Array<number>(n).fill(0x48), 0x81, 0x01];
  t.deepEqual(both(pushbytess(12, [MAX_BYTES], pops(1)), 12), [undefined, undefined]);
  t.deepEqual(both(pushbytess(12, [MAX_BYTES + 1], pops(1)), 12), [undefined, undefined]);
  const tooBig = 'pushbytess arg 0 is too big (4097 bytes, limit 4096)';
  t.deepEqual(both(pushbytess(14, [MAX_BYTES + 1], pops(1)), 14), [`pc=  1 ${tooBig}`, tooBig]);
  t.deepEqual(both(pushbytess(12, [MAX_BYTES + 1], pops(1)), 13), [`pc=  1 ${tooBig}`, tooBig]);
  t.is(
    both(pushbytess(13, [1, MAX_BYTES + 1], pops(2)), 13)[1],
    'pushbytess arg 1 is too big (4097 bytes, limit 4096)',
  );
  // legacy: an over-long pushed constant is observable (len), dupn does not check it either
  const observable = pushbytess(12, [MAX_BYTES + 1], [0x15, 0x81, ...uvarint(MAX_BYTES + 1), 0x12]);
  t.true(run(observable, { protocolVersion: 12 }).pass);
  const bytec = Uint8Array.from([
    12,
    0x26,
    1,
    ...uvarint(MAX_BYTES + 1),
    ...new Array<number>(MAX_BYTES + 1).fill(0),
    0x28,
    0x15,
  ]);
  t.deepEqual(both(bytec, 12), [undefined, 'bytec_0 produced a too big (4097) byte-array']);
  t.is(both(bytec, 13)[1], 'bytecblock arg 0 is too big (4097 bytes, limit 4096)');
});

// upstream TestTrailingEmptyByteImm: the pre-v13 parser rejected an empty last constant at the very end
test('trailing empty constant quirk before protocol v13', (t) => {
  const ran = 'const bytes list ran past end of program';
  for (const [opcode, tail] of [
    [0x82, [0x48, 0x48, 0x81, 0x01]],
    [0x26, [0x81, 0x01]],
  ] as const) {
    const trailing = (v: number): Uint8Array => Uint8Array.from([v, 0x81, 0x01, 0x43, opcode, 0x01, 0x00]);
    t.deepEqual(both(trailing(12), 12), [`pc=  4 ${ran}`, undefined]);
    t.deepEqual(both(trailing(12), 13), [undefined, undefined]);
    const short = (v: number): Uint8Array => Uint8Array.from([v, opcode, 0x01, 0x05, 0x01, 0x02]);
    t.deepEqual(both(short(12), 12), [`pc=  1 ${ran}`, ran]);
    t.deepEqual(both(short(13), 13), [`pc=  1 ${ran}`, ran]);
    const mid = (v: number): Uint8Array => Uint8Array.from([v, opcode, 0x02, 0x00, 0x01, 0x61, ...tail]);
    t.deepEqual(both(mid(12), 12), [undefined, undefined]);
  }
  t.deepEqual(both(Uint8Array.from([13, 0x82, 0x01, 0x00])), [undefined, 'stack finished with bytes not int']);
});

// upstream TestBulkPushStackDepth
test('bulk pushes respect the stack depth', (t) => {
  for (const [opcode, item] of [
    [0x82, [0x01, 0xaa]],
    [0x83, [0x01]],
  ] as const) {
    const bulk = (n: number): Uint8Array => {
      const bytes = [13, opcode, ...uvarint(n)];
      for (let i = 0; i < n; i++) bytes.push(...item);
      return Uint8Array.from(bytes);
    };
    t.is(run(bulk(1000)).error?.message, 'stack len is 1000 instead of 1');
    t.is(run(bulk(1001)).error?.message, 'stack overflow');
    t.is(run(bulk(8000)).error?.message, 'stack overflow');
  }
});

// upstream TestArg / TestArgTooFar / TestTooManyArgs / TestArgTooLarge
test('logic-sig arguments', (t) => {
  const lsigArgs = ['aoeu', 'aoeu', 'aoeu2', 'aoeu3', 'aoeu4'].map((s) => new Uint8Array(Buffer.from(s)));
  const base = 'arg 0; arg 1; ==; arg 2; arg 3; !=; &&; arg 4; len; int 9; <; &&';
  for (let v = 1; v <= 14; v++) {
    const source =
      v >= 5 ? `${base}; int 0; args; int 1; args; ==; assert; int 2; args; int 3; args; !=; assert` : base;
    t.true(run(asm(source, v), { lsigArgs }).pass, `v${v}`);
  }
  t.is(run(asm('arg_1; btoi', 1), { lsigArgs: [new Uint8Array(1)] }).error?.message, 'cannot load arg[1] of 1');
  t.is(run(asm('int 7; args; len', 5)).error?.message, 'cannot load arg[7] of 0');
  const tooMany = Array.from({ length: 256 }, () => new Uint8Array(0));
  t.is(run(asm('int 1', 1), { lsigArgs: tooMany }).error?.message, 'LogicSig has too many arguments');
  t.is(
    run(asm('int 1', 1), { lsigArgs: [new Uint8Array(MAX_BYTES + 1)] }).error?.message,
    'LogicSig argument too large',
  );
});
