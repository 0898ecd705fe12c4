/** TEAL programs shared by the algod contract tests. */

/** ABI `add(uint64,uint64)uint64`: logs the return prefix and the sum; a bare create is approved. */
export const ADDER = `#pragma version 8
txn ApplicationID
bz done
txna ApplicationArgs 0
method "add(uint64,uint64)uint64"
==
assert
byte 0x151f7c75
txna ApplicationArgs 1
btoi
txna ApplicationArgs 2
btoi
+
itob
concat
log
done:
int 1
`;
