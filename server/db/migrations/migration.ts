// The shape of one numbered schema migration. Versions only grow; a shipped migration is never
// edited, a change is a new file.

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}
