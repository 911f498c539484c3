import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiRequest, type FetchLike } from './api-request.ts';

interface Call {
  path: string;
  init: RequestInit;
}

/** A transport that records calls and answers with `response`. */
function recordingTransport(response: () => Response) {
  const calls: Call[] = [];
  const transport: FetchLike = async (path, init) => {
    calls.push({ path, init });
    return response();
  };
  return { calls, transport };
}

function storage(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null };
}

const ok = () => new Response('{}', { status: 200 });

describe('apiRequest', () => {
  it('sends a JSON body with its content type and includes cookies', async () => {
    const { calls, transport } = recordingTransport(ok);
    await createApiRequest(transport, null)('POST', '/api/enquiries', { location: 'Leeds' });
    expect(calls[0]?.path).toBe('/api/enquiries');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"location":"Leeds"}');
    expect(calls[0]?.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const { calls, transport } = recordingTransport(ok);
    const form = new FormData();
    form.set('file', 'x');
    await createApiRequest(transport, null)('POST', '/api/upload', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toEqual({});
  });

  it('sends no body and no content type without a body', async () => {
    const { calls, transport } = recordingTransport(ok);
    await createApiRequest(transport, null)('GET', '/api/stats');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).toEqual({});
  });

  it.each([
    ['/api/business/me', 'business'],
    ['/api/business/login', 'business'],
    ['/api/chatbot-leads/3', 'business'],
    ['/api/admin/me', 'admin'],
    ['/api/specialists/city/leeds', 'admin'],
  ])('%s carries the %s token', async (path, which) => {
    const { calls, transport } = recordingTransport(ok);
    const tokens = storage({ business_auth_token: 'biz', admin_token: 'adm' });
    await createApiRequest(transport, tokens)('GET', path);
    const expected = which === 'business' ? 'Bearer biz' : 'Bearer adm';
    expect(calls[0]?.init.headers).toEqual({ authorization: expected });
  });

  it('sends no authorization header when the matching token is missing', async () => {
    const { calls, transport } = recordingTransport(ok);
    await createApiRequest(transport, storage({ admin_token: 'adm' }))('GET', '/api/business/me');
    expect(calls[0]?.init.headers).toEqual({});
  });

  it('fails with "STATUS: body" on a non-ok answer', async () => {
    const { transport } = recordingTransport(
      () => new Response('{"error":{"code":"not_found"}}', { status: 404 }),
    );
    const failure = createApiRequest(transport, null)('GET', '/api/cities/atlantis');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      message: '404: {"error":{"code":"not_found"}}',
    });
  });

  it('sends the caller headers and the abort signal along', async () => {
    const { calls, transport } = recordingTransport(ok);
    const signal = new AbortController().signal;
    await createApiRequest(transport, null)(
      'POST',
      '/api/jobs',
      { title: 'Hall' },
      {
        signal,
        headers: { 'Idempotency-Key': 'abc123' },
      },
    );
    expect(calls[0]?.init.headers).toEqual({
      'Idempotency-Key': 'abc123',
      'content-type': 'application/json',
    });
    expect(calls[0]?.init.signal).toBe(signal);
  });

  it('uses the status text when the body is empty', async () => {
    const { transport } = recordingTransport(
      () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(createApiRequest(transport, null)('GET', '/api/stats')).rejects.toThrow(
      '503: Service Unavailable',
    );
  });
});
