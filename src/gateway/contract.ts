/**
 * The proto contract at run time, for every transport: loads proto/ once with the project's loader options and
 * answers questions about message shapes (the REST renderers and decoders use them; the gRPC server binds the same
 * package definition through grpc/contract.ts).
 *
 * Invariants:
 * - LOADER_OPTIONS equal the options scripts/gen-proto.mjs gives proto-loader-gen-types, so the objects grpc-js
 *   hands over have exactly the shapes of the `__Output` types in src/generated (uint64 as decimal strings,
 *   enums as names, every non-optional field present, oneof case names set).
 * - Field tables are derived from the descriptors, in declaration order, and cached per message.
 */
import { fileURLToPath } from 'node:url';
import * as protoLoader from '@grpc/proto-loader';

export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
};

/** Entry-point proto files (the ones that declare services), relative to proto/. */
export const PROTO_FILES = [
  'algorun/admin/v1/admin.proto',
  'algorun/algod/v2/algod.proto',
  'grpc/health/v1/health.proto',
  'algorun/kmd/v1/kmd.proto',
] as const;

export const PROTO_DIR = fileURLToPath(new URL('../../proto/', import.meta.url));

let definition: protoLoader.PackageDefinition | undefined;

/** The loaded package definition (loaded on first use). */
export function packageDefinition(): protoLoader.PackageDefinition {
  definition ??= protoLoader.loadSync([...PROTO_FILES], { ...LOADER_OPTIONS, includeDirs: [PROTO_DIR] });
  return definition;
}

export type FieldKind =
  'string' | 'bytes' | 'bool' | 'uint64' | 'int64' | 'uint32' | 'int32' | 'double' | 'enum' | 'message' | 'map';

export interface FieldInfo {
  readonly name: string;
  readonly kind: FieldKind;
  readonly repeated: boolean;
  /** Fully qualified message type name for kind 'message'. */
  readonly typeName: string;
}

interface RawField {
  name: string;
  type: string;
  label: string;
  typeName: string;
}
interface RawMessage {
  field: RawField[];
  nestedType: { name: string; options: { mapEntry?: boolean } | null }[];
}

const KINDS: Record<string, FieldKind> = {
  TYPE_STRING: 'string',
  TYPE_BYTES: 'bytes',
  TYPE_BOOL: 'bool',
  TYPE_UINT64: 'uint64',
  TYPE_FIXED64: 'uint64',
  TYPE_INT64: 'int64',
  TYPE_SINT64: 'int64',
  TYPE_SFIXED64: 'int64',
  TYPE_UINT32: 'uint32',
  TYPE_FIXED32: 'uint32',
  TYPE_INT32: 'int32',
  TYPE_SINT32: 'int32',
  TYPE_SFIXED32: 'int32',
  TYPE_DOUBLE: 'double',
  TYPE_FLOAT: 'double',
  TYPE_ENUM: 'enum',
  TYPE_MESSAGE: 'message',
};

const fieldCache = new Map<string, readonly FieldInfo[]>();

function rawMessage(fullName: string): RawMessage {
  const entry = packageDefinition()[fullName] as { format?: string; type?: unknown } | undefined;
  if (entry?.format !== 'Protocol Buffer 3 DescriptorProto') throw new Error(`unknown message type ${fullName}`);
  return entry.type as RawMessage;
}

/** Resolves a descriptor's (possibly package-relative) type name against the package of `fullName`. */
function resolveTypeName(fullName: string, typeName: string): string {
  const pkg = fullName.slice(0, fullName.lastIndexOf('.'));
  const defs = packageDefinition();
  const candidate = `${pkg}.${typeName}`;
  if (candidate in defs) return candidate;
  return typeName.startsWith('.') ? typeName.slice(1) : typeName;
}

/**
 * The fields of a message in declaration order.
 * @throws Error for a name that is not a message of the contract (a programming error)
 */
export function messageFields(fullName: string): readonly FieldInfo[] {
  const cached = fieldCache.get(fullName);
  if (cached) return cached;
  const raw = rawMessage(fullName);
  const mapEntries = new Set(raw.nestedType.filter((n) => n.options?.mapEntry === true).map((n) => n.name));
  const fields = raw.field.map((f): FieldInfo => {
    const isMap = f.type === 'TYPE_MESSAGE' && mapEntries.has(f.typeName);
    const kind = isMap ? 'map' : KINDS[f.type];
    if (kind === undefined) throw new Error(`${fullName}.${f.name}: unsupported field type ${f.type}`);
    return {
      name: f.name,
      kind,
      repeated: f.label === 'LABEL_REPEATED' && !isMap,
      typeName: kind === 'message' ? resolveTypeName(fullName, f.typeName) : '',
    };
  });
  fieldCache.set(fullName, fields);
  return fields;
}
