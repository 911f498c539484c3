import type { ApiError } from '@flo/contract';

/** Reads a response body as the type a test expects (the contract types, mostly). */
export async function readJson<T = ApiError>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
