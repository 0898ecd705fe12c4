// gRPC server reflection (grpc.reflection.v1 and v1alpha) and the standard health service, as a generic client such
// as grpcurl sees them: the reflection protos bundled with @grpc/reflection, loaded here with proto-loader.
import test from 'ava';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import descriptor from 'protobufjs/ext/descriptor/index.js';
import { clients, type Client } from '../../helpers/grpc.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';

const PROTO_ROOT = join(dirname(createRequire(import.meta.url).resolve('@grpc/reflection')), '..', 'proto');
const API_SERVICES = ['algorun.admin.v1.AdminService', 'algorun.algod.v2.AlgodService', 'algorun.kmd.v1.KmdService'];

type Response = {
  message_response: string;
  list_services_response?: { service: { name: string }[] };
  file_descriptor_response?: { file_descriptor_proto: Buffer[] };
  error_response?: { error_code: number; error_message: string };
};
type Stream = grpc.ClientDuplexStream<Record<string, unknown>, Response>;

function reflectionClient(version: 'v1' | 'v1alpha', address: string): grpc.Client {
  const definition = protoLoader.loadSync(`grpc/reflection/${version}/reflection.proto`, {
    includeDirs: [PROTO_ROOT],
    keepCase: true,
    oneofs: true,
  });
  const pkg = grpc.loadPackageDefinition(definition) as unknown as {
    grpc: { reflection: Record<string, { ServerReflection: typeof grpc.Client }> };
  };
  return new pkg.grpc.reflection[version]!.ServerReflection(address, grpc.credentials.createInsecure());
}

/** Sends each request on one stream and collects one answer per request. */
function ask(client: grpc.Client, requests: Record<string, unknown>[]): Promise<Response[]> {
  const stream = (client as unknown as Record<string, () => Stream>)['ServerReflectionInfo']!.call(client);
  return new Promise((resolve, reject) => {
    const answers: Response[] = [];
    stream.on('data', (answer: Response) => {
      answers.push(answer);
      if (answers.length === requests.length) stream.end();
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(answers));
    for (const request of requests) stream.write(request);
  });
}

let s: TestServer;
let off: TestServer;
let health: Client;
test.before(async () => {
  [s, off] = await Promise.all([startTestServer(), startTestServer(['--no-grpc-reflection'])]);
  health = clients(s.grpc).health;
});
test.after.always(async () => {
  health.close();
  await Promise.all([s.close(), off.close()]);
});

for (const version of ['v1', 'v1alpha'] as const) {
  test(`${version}: lists every service of proto/ and serves the file that declares a service`, async (t) => {
    const client = reflectionClient(version, s.grpc);
    try {
      const [list, file, unknown] = await ask(client, [
        { list_services: '*' },
        { file_containing_symbol: 'algorun.algod.v2.AlgodService' },
        { file_containing_symbol: 'nope.Nothing' },
      ]);
      const names = list!.list_services_response!.service.map((x) => x.name);
      for (const name of [...API_SERVICES, 'grpc.health.v1.Health']) t.true(names.includes(name), name);
      const files = file!.file_descriptor_response!.file_descriptor_proto.map((bytes) =>
        descriptor.FileDescriptorProto.decode(bytes),
      ) as unknown as { package: string; service: { name: string; method: { name: string }[] }[] }[];
      const algod = files.find(
        (f) => f.package === 'algorun.algod.v2' && f.service.some((x) => x.name === 'AlgodService'),
      );
      const methods = algod?.service.find((x) => x.name === 'AlgodService')?.method.map((m) => m.name) ?? [];
      t.true(methods.includes('GetVersions') && methods.includes('SendRawTransaction'));
      t.is(unknown!.error_response?.error_code, grpc.status.NOT_FOUND);
    } finally {
      client.close();
    }
  });

  test(`${version}: --no-grpc-reflection leaves reflection UNIMPLEMENTED`, async (t) => {
    const client = reflectionClient(version, off.grpc);
    try {
      const error = await t.throwsAsync(ask(client, [{ list_services: '*' }]));
      t.is((error as grpc.ServiceError).code, grpc.status.UNIMPLEMENTED);
    } finally {
      client.close();
    }
  });
}

type Watch = (request: unknown) => grpc.ClientReadableStream<{ status: string }>;

function firstWatched(service: string): Promise<{ status: string }> {
  const stream = (health['Watch'] as Watch).call(health, { service });
  return new Promise((resolve, reject) => {
    stream.once('data', (answer: { status: string }) => {
      stream.cancel();
      resolve(answer);
    });
    stream.once('error', reject);
  });
}

test('health: Check and Watch answer SERVING for the server and each API service by name', async (t) => {
  const check = (service: string): Promise<{ status: string }> =>
    new Promise((resolve, reject) =>
      (health['Check'] as (r: unknown, cb: (e: Error | null, v: { status: string }) => void) => void).call(
        health,
        { service },
        (error, value) => (error ? reject(error) : resolve(value)),
      ),
    );
  for (const service of ['', ...API_SERVICES]) {
    t.is((await check(service)).status, 'SERVING', `Check ${service}`);
    t.is((await firstWatched(service)).status, 'SERVING', `Watch ${service}`);
  }
  t.is((await firstWatched('nope.Service')).status, 'SERVICE_UNKNOWN');
});
