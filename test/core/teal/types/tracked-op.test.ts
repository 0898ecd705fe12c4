// TrackedOp construction for real op variants and pseudo-ops (upstream getSpec / pseudoOps / mergeProtos).
import test from 'ava';
import { MAX_ASSEMBLER_VERSION, opTable } from '../../../../src/core/teal/spec.js';
import { isPseudoOp, mergeForms, pseudoTrackedOp, trackedOp } from '../../../../src/core/teal/types/tracked-op.js';
import { STACK_ANY, stackTypeFromName } from '../../../../src/core/teal/types/stack-type.js';

const names = (types: readonly { name: string }[]): string[] => types.map((type) => type.name);

test('every variant of every version gets its langspec prototype', (t) => {
  for (let version = 0; version <= MAX_ASSEMBLER_VERSION; version++) {
    for (const variant of opTable(version).byName.values()) {
      const op = trackedOp(variant);
      t.deepEqual(names(op.args), variant.args, `${variant.name} v${version}`);
      t.deepEqual(names(op.returns), variant.returns, `${variant.name} v${version}`);
      t.is(trackedOp(variant), op);
    }
  }
});

test('static sizes and named types survive', (t) => {
  const table = opTable(MAX_ASSEMBLER_VERSION);
  const verify = trackedOp(table.byName.get('ed25519verify')!);
  t.deepEqual(names(verify.args), ['[]byte', '[64]byte', '[32]byte']);
  t.deepEqual(names(verify.returns), ['bool']);
  t.deepEqual(verify.args[1]!.bound, [64n, 64n]);
  t.deepEqual(names(trackedOp(table.byName.get('falcon_verify')!).args), ['[]byte', '[]byte', '[1793]byte']);
  t.deepEqual(names(trackedOp(table.byName.get('box_create')!).args), ['boxName', 'uint64']);
  t.deepEqual(names(trackedOp(table.byName.get('app_local_get')!).args), ['any', 'stateKey']);
  t.deepEqual(names(trackedOp(opTable(3).byName.get('app_local_get')!).args), ['uint64', 'stateKey']);
});

test("refiners sit on exactly upstream's typed opcodes", (t) => {
  const refined = [...opTable(MAX_ASSEMBLER_VERSION).byName.values()].filter((v) => trackedOp(v).refine !== undefined);
  t.deepEqual(
    refined.map((v) => v.name).sort(),
    [
      '!=',
      '==',
      'b*',
      'b+',
      'bury',
      'bzero',
      'cover',
      'dig',
      'dup',
      'dup2',
      'dupn',
      'frame_bury',
      'frame_dig',
      'itxn_field',
      'load',
      'loads',
      'match',
      'popn',
      'proto',
      'pushbytess',
      'pushints',
      'select',
      'setbit',
      'store',
      'stores',
      'swap',
      'uncover',
    ].sort(),
  );
});

test('only unconditional transfers deaden', (t) => {
  const deadening = [...opTable(MAX_ASSEMBLER_VERSION).byName.values()].filter((v) => trackedOp(v).deadens);
  t.deepEqual(deadening.map((v) => v.name).sort(), ['b', 'callsub', 'err', 'retsub', 'return']);
});

test('pseudo-op names', (t) => {
  for (const name of ['int', 'byte', 'addr', 'method', 'txn', 'gtxn', 'gtxns', 'extract', 'replace'])
    t.true(isPseudoOp(name), name);
  for (const name of ['intc', 'pushint', 'itxn', 'gitxn', 'arg', 'txna', 'toString', 'constructor'])
    t.false(isPseudoOp(name), name);
  t.is(pseudoTrackedOp('add', 1, 14), undefined);
  t.is(pseudoTrackedOp('hasOwnProperty', 1, 14), undefined);
});

test('constant pseudo-ops take any immediate count', (t) => {
  const one = pseudoTrackedOp('int', 1, 1)!;
  t.like(one, { instruction: 'int', variant: undefined, introduced: 0, wrongCount: false });
  t.deepEqual(one.immediateCounts, []);
  t.deepEqual(names(one.op!.returns), ['uint64']);
  t.truthy(one.op!.refine);
  t.is(pseudoTrackedOp('int', 0, 14)!.instruction, 'int without immediates');
  t.is(pseudoTrackedOp('byte', 3, 14)!.op!.name, 'byte');
  t.deepEqual(names(pseudoTrackedOp('addr', 1, 14)!.op!.returns), ['[]byte']);
  t.is(pseudoTrackedOp('method', 1, 14)!.op!.refine, undefined);
});

test('pseudo-ops pick a form by immediate count and keep their own name', (t) => {
  const scalar = pseudoTrackedOp('txn', 1, 14)!;
  t.like(scalar, { instruction: 'txn', introduced: 1, wrongCount: false });
  t.is(scalar.variant!.name, 'txn');
  const array = pseudoTrackedOp('txn', 2, 14)!;
  t.like(array, { instruction: 'txn', introduced: 2, wrongCount: false });
  t.is(array.variant!.name, 'txna');
  t.is(array.op!.name, 'txn');
  t.deepEqual(array.immediateCounts, [1, 2]);
  const three = pseudoTrackedOp('extract', 0, 14)!;
  t.is(three.variant!.name, 'extract3');
  t.is(three.instruction, 'extract without immediates');
  t.deepEqual(names(three.op!.args), ['[]byte', 'uint64', 'uint64']);
  t.is(pseudoTrackedOp('gtxn', 3, 14)!.variant!.name, 'gtxna');
  t.is(pseudoTrackedOp('gtxns', 2, 14)!.variant!.name, 'gtxnsa');
  t.is(pseudoTrackedOp('replace', 1, 14)!.variant!.name, 'replace2');
});

test('a form newer than the version comes from the highest version', (t) => {
  const txna = pseudoTrackedOp('txn', 2, 1)!;
  t.is(txna.variant!.name, 'txna');
  t.is(txna.introduced, 2);
  const replace3 = pseudoTrackedOp('replace', 0, 6)!;
  t.is(replace3.variant!.name, 'replace3');
  t.is(replace3.introduced, 7);
  t.is(pseudoTrackedOp('extract', 2, 4)!.introduced, 5);
});

test('a wrong count gives the merged mock, or nothing when forms cannot merge', (t) => {
  const mock = pseudoTrackedOp('txn', 0, 14)!;
  t.like(mock, { instruction: 'txn without immediates', variant: undefined, introduced: 1, wrongCount: true });
  t.deepEqual(mock.immediateCounts, [1, 2]);
  t.deepEqual(names(mock.op!.args), []);
  t.deepEqual(names(mock.op!.returns), ['any']);
  t.is(mock.op!.refine, undefined);
  const gtxns = pseudoTrackedOp('gtxns', 3, 2)!;
  t.is(gtxns.introduced, 3);
  t.deepEqual(names(gtxns.op!.args), ['uint64']);
  t.deepEqual(pseudoTrackedOp('gtxn', 1, 14)!.immediateCounts, [2, 3]);
  const extract = pseudoTrackedOp('extract', 1, 14)!;
  t.like(extract, { op: undefined, wrongCount: true, instruction: 'extract', introduced: 5 });
  t.deepEqual(extract.immediateCounts, [0, 2]);
  t.is(pseudoTrackedOp('replace', 2, 14)!.op, undefined);
});

const proto = (
  signature: string,
): { args: ReturnType<typeof stackTypeFromName>[]; returns: ReturnType<typeof stackTypeFromName>[] } => {
  const letters: Record<string, string> = { a: 'any', b: '[]byte', i: 'uint64' };
  const [args, returns] = signature.split(':') as [string, string];
  const parse = (part: string) => [...part].map((letter) => stackTypeFromName(letters[letter]!));
  return { args: parse(args), returns: parse(returns) };
};
const merged = test.macro((t, forms: string[], expected: string | undefined) => {
  const result = mergeForms(forms.map(proto));
  if (expected === undefined) t.is(result, undefined);
  else t.deepEqual(result, proto(expected));
});
test('disagreeing types become any', merged, ['i:i', 'b:b'], 'a:a');
test('argument arity must agree', merged, ['aa:a', 'i:i'], undefined);
test('return arity must agree', merged, ['a:aa', 'i:i'], undefined);
test('positions merge independently', merged, ['aibibabai:aibibabai', 'biabbaiia:biabbaiia'], 'aiaabaaaa:aiaabaaaa');
test('identical forms stay', merged, ['bi:b', 'bi:b', 'bi:b'], 'bi:b');
test('no forms merge to nothing', merged, [], ':');
test('bounds count in the comparison', (t) => {
  const result = mergeForms([
    { args: [stackTypeFromName('[32]byte')], returns: [] },
    { args: [stackTypeFromName('address')], returns: [] },
  ]);
  t.is(result!.args[0], STACK_ANY);
});
