/**
 * The value type of a contract schema, for schemas the contract exports without a type of their own. Used
 * with `import type` only, so no schema code (and no zod) reaches the bundle.
 */
export type Infer<Schema> = Schema extends { _zod: { output: infer Output } } ? Output : never;

/** What a contract request schema accepts (before its defaults and transforms). */
export type InferInput<Schema> = Schema extends { _zod: { input: infer Input } } ? Input : never;
