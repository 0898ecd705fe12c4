/**
 * Domain-separation prefixes (go-algorand protocol/hash.go, docs/spec/protocol.md §3). Every hashed or signed object is
 * `prefix || body`. Kept as pre-encoded byte constants so hot paths never re-encode them.
 */
const ascii = (s: string): Buffer => Buffer.from(s, 'ascii');

export const Prefix = {
  /** TxID and transaction signatures: "TX" || msgpack(txn) */
  Transaction: ascii('TX'),
  /** group ID: "TG" || msgpack({txlist}) */
  TxGroup: ascii('TG'),
  BlockHeader: ascii('BH'),
  Genesis: ascii('GE'),
  PaysetFlat: ascii('PF'),
  TxnMerkleLeaf: ascii('TL'),
  MerkleArrayNode: ascii('MA'),
  MerkleVectorCommitmentBottomLeaf: ascii('MB'),
  SignedTxnInBlock: ascii('STIB'),
  /** escrow address and delegated logic-sig signatures: "Program" || program */
  Program: ascii('Program'),
  /** multisig-delegated logic sig (lmsig): "MsigProgram" || msig address || program */
  MultisigProgram: ascii('MsigProgram'),
  /** ed25519verify data: "ProgData" || H(program) || data */
  ProgramData: ascii('ProgData'),
  /** arbitrary bytes signed by clients (algosdk signBytes) */
  Message: ascii('MX'),
  /** application account: "appID" || uint64-be(app id) */
  AppIndex: ascii('appID'),
  SpecialAddr: ascii('SpecialAddr'),
  PostQuantumAddress: ascii('PQA'),
  PostQuantumKey: ascii('PQK'),
  PostQuantumDelegatedProgram: ascii('PQProgram'),
  BlockHeader256: ascii('B256'),
  /** multisig address preimage; a plain string, not a HashID */
  MultisigAddr: ascii('MultisigAddr'),
} as const;

export type PrefixName = keyof typeof Prefix;
