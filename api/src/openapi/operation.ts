import type { z } from 'zod';

/** One documented API operation; `operations.ts` lists them all and the document is built from it. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: 'Directory' | 'Enquiries' | 'Admin' | 'Business';
  body?: z.ZodType;
  response?: z.ZodType;
  status?: 200 | 201 | 202;
  auth?: 'admin' | 'business';
  headers?: string[];
}
