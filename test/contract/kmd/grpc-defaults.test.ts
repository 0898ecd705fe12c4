/** kmd over gRPC: fields a gRPC client may leave unset take the documented defaults (proto/algorun/kmd/v1/kmd.proto). */
import test from 'ava';
import * as grpc from '@grpc/grpc-js';
import { authorised, startWithClients, unary, unaryError } from '../../helpers/grpc.js';

type Started = Awaited<ReturnType<typeof startWithClients>>;
let s: Started;
test.before(async () => {
  s = await startWithClients();
});
test.after.always(async () => {
  await s.close();
});

test('CreateWallet without wallet_driver_name creates the same kind of wallet as "sqlite"', async (t) => {
  const created = await unary<{ wallet: { name: string; driver_name: string } }>(
    s.clients.kmd,
    'CreateWallet',
    {
      wallet_name: 'no-driver',
      wallet_password: 'pw',
    },
    authorised.kmd(),
  );
  t.is(created.wallet.name, 'no-driver');
  const explicit = await unary<{ wallet: { driver_name: string } }>(
    s.clients.kmd,
    'CreateWallet',
    {
      wallet_name: 'explicit-sqlite',
      wallet_password: 'pw',
      wallet_driver_name: 'sqlite',
    },
    authorised.kmd(),
  );
  t.is(created.wallet.driver_name, explicit.wallet.driver_name);
});

test('CreateWallet with an unknown or empty driver name is still refused', async (t) => {
  for (const driver of ['nope', '']) {
    const error = await unaryError(
      s.clients.kmd,
      'CreateWallet',
      {
        wallet_name: `bad-${driver}`,
        wallet_password: 'pw',
        wallet_driver_name: driver,
      },
      authorised.kmd(),
    );
    t.not(error.code, grpc.status.OK, driver);
    t.is(error.metadata.get('app-code')[0], 'KMD_UNKNOWN_DRIVER', driver);
  }
});
