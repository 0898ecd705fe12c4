import test from 'ava';
import { AppError } from '../../../src/core/errors.js';
import { fromServiceError, safeDetails, toServiceError } from '../../../src/gateway/grpc/status.js';

const TEXTS = [
  'plain',
  'é',
  '名前',
  '😀',
  '\u0000\u001f\u007f',
  'quote " and \\ backslash',
  '\ud800 lone high',
  'lone low \udc00',
];

test('error data of any text becomes printable-ASCII metadata and reads back unchanged', (t) => {
  for (const text of TEXTS) {
    const error = new AppError('CORE_UNKNOWN_FIELD', `unknown ${text}`, { data: { field: text, nested: [text] } });
    const status = toServiceError(error);
    const wire = String(status.metadata!.get('app-data')[0]);
    t.regex(wire, /^[\x20-\x7e]*$/, JSON.stringify(text));
    const back = fromServiceError({ ...status, metadata: status.metadata });
    t.deepEqual(back.data, { field: text, nested: [text] }, JSON.stringify(text));
    t.notThrows(() => encodeURI(status.details!), JSON.stringify(text));
  }
});

test('safeDetails replaces lone surrogates only', (t) => {
  t.is(safeDetails('a\ud800b'), 'a\ufffdb');
  t.is(safeDetails('a\udc00'), 'a\ufffd');
  t.is(safeDetails('😀 é'), '😀 é');
});
