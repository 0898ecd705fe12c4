/**
 * The gRPC listener's limits (docs/grpc.md): connections beyond the cap are refused at accept, and a connection
 * with no call in flight is closed after the idle timeout, so idle or abandoned connections cannot pile up.
 */
import test from 'ava';
import { connect as connectHttp2 } from 'node:http2';
import { connect, type Socket } from 'node:net';
import { clients, unary } from '../../helpers/grpc.js';
import { startTestServer } from '../../helpers/server.js';

function openSocket(address: string): Promise<Socket> {
  const [host, port] = address.split(':');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), host!, () => resolve(socket));
    socket.on('error', reject);
  });
}

const closed = (socket: Socket): Promise<void> => new Promise((resolve) => socket.once('close', () => resolve()));

test('connections beyond --grpc-max-connections are closed at once; the others stay', async (t) => {
  const s = await startTestServer(['--grpc-max-connections=2', '--grpc-idle-timeout=600']);
  const sockets: Socket[] = [];
  try {
    sockets.push(await openSocket(s.grpc), await openSocket(s.grpc));
    const extra = await openSocket(s.grpc).catch(() => undefined);
    if (extra) {
      sockets.push(extra);
      await closed(extra);
    }
    t.false(sockets[0]!.destroyed);
    t.false(sockets[1]!.destroyed);
    // Once one is gone, a new connection (a real client) is served again.
    sockets[0]!.destroy();
    await closed(sockets[0]!).catch(() => undefined);
    sockets[1]!.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    const { algod } = clients(s.grpc);
    t.deepEqual((await unary<{ versions: string[] }>(algod, 'GetVersions', {})).versions, ['v2']);
    algod.close();
  } finally {
    for (const socket of sockets) socket.destroy();
    await s.close();
  }
});

test('a connection without calls is closed after --grpc-idle-timeout', async (t) => {
  const s = await startTestServer(['--grpc-idle-timeout=1']);
  try {
    const session = connectHttp2(`http://${s.grpc}`);
    session.on('error', () => undefined);
    const ended = await new Promise<string>((resolve) => {
      session.once('goaway', () => resolve('goaway'));
      session.once('close', () => resolve('close'));
    });
    t.true(['goaway', 'close'].includes(ended));
    session.destroy();
  } finally {
    await s.close();
  }
});
