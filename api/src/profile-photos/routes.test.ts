import { existsSync, readdirSync } from 'node:fs';
import { profileImageSchema, profilePhotosSchema, specialistDetailSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import type { BusinessTestApp } from '../testing/business-app.ts';
import { errorOf } from '../testing/enquiries.ts';
import { businessTest } from '../testing/fixtures.ts';
import { mediaDirOf } from './media-dir.ts';
import { testJpeg, testPng } from './test-images.ts';

const upload = (
  api: BusinessTestApp,
  token: string,
  path: string,
  body: Uint8Array | string,
  type = 'image/jpeg',
) =>
  api.app.request(path, {
    method: path.endsWith('/logo') ? 'PUT' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

const uploadPhoto = async (api: BusinessTestApp, token: string, body?: Buffer) => {
  const res = await upload(api, token, '/api/business/photos', body ?? (await testJpeg(400, 300)));
  expect(res.status).toBe(201);
  return profileImageSchema.parse(await res.json());
};

const photosOf = async (api: BusinessTestApp, token: string) =>
  profilePhotosSchema.parse(await (await api.call(token, 'GET', '/api/business/photos')).json());

const publicProfile = async (api: BusinessTestApp) =>
  specialistDetailSchema.parse(
    await (await api.app.request('/api/specialists/unified/castle-carpets-manchester')).json(),
  );

const mediaFiles = (api: BusinessTestApp) =>
  existsSync(mediaDirOf(api.deps)) ? readdirSync(mediaDirOf(api.deps)).sort() : [];

describe('POST /api/business/photos', () => {
  businessTest(
    'stores the photo as AVIF and WebP files the public profile shows',
    async ({ api }) => {
      const photo = await uploadPhoto(api, api.tokens.castle, await testJpeg(1200, 900));
      expect(photo.webp.map((s) => s.width)).toEqual([480, 960, 1200]);
      expect(photo.avif.map((s) => s.url)).toEqual(
        photo.webp.map((s) => s.url.replace(/\.webp$/, '.avif')),
      );
      expect(mediaFiles(api)).toHaveLength(6);

      const profile = await publicProfile(api);
      expect(profile.photos).toEqual([photo]);
      expect(profile.logo).toBeNull();

      const served = await api.app.request(photo.webp[1]?.url ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');
      const avif = await api.app.request(photo.avif[0]?.url ?? '');
      expect(avif.headers.get('content-type')).toBe('image/avif');
    },
  );

  businessTest('judges the type by content and refuses anything else with 415', async ({ api }) => {
    const fake = await upload(api, api.tokens.castle, '/api/business/photos', 'GIF89a not really');
    expect(fake.status).toBe(415);
    expect(await errorOf(fake)).toMatchObject({ code: 'unsupported_image_type' });
    const form = await upload(
      api,
      api.tokens.castle,
      '/api/business/photos',
      await testJpeg(400, 300),
      'multipart/form-data; boundary=x',
    );
    expect(form.status).toBe(415);
    expect(mediaFiles(api)).toEqual([]);
    expect((await photosOf(api, api.tokens.castle)).photos).toEqual([]);
  });

  businessTest('refuses a body over 10 MiB with 413 before reading it', async ({ api }) => {
    const res = await upload(
      api,
      api.tokens.castle,
      '/api/business/photos',
      Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    );
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large' });
  });

  businessTest('needs a business login', async ({ api }) => {
    const res = await api.app.request('/api/business/photos', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: await testJpeg(400, 300),
    });
    expect(res.status).toBe(401);
  });

  businessTest('keeps at most 12 photos', async ({ api }) => {
    const jpeg = await testJpeg(400, 300);
    for (let i = 0; i < 12; i += 1) await uploadPhoto(api, api.tokens.castle, jpeg);
    const res = await upload(api, api.tokens.castle, '/api/business/photos', jpeg);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'too_many_photos' });
    expect((await photosOf(api, api.tokens.castle)).photos).toHaveLength(12);
    expect(mediaFiles(api)).toHaveLength(12 * 2);
  });
});

describe('captions, order and removal by the business', () => {
  businessTest('sets captions and order on its own photos only', async ({ api }) => {
    const first = await uploadPhoto(api, api.tokens.castle);
    const second = await uploadPhoto(api, api.tokens.castle);
    const caption = await api.call(
      api.tokens.castle,
      'PATCH',
      `/api/business/photos/${second.id}`,
      {
        caption: '  Oak herringbone in a Didsbury hallway ',
      },
    );
    expect(caption.status).toBe(200);
    const order = await api.call(api.tokens.castle, 'PUT', '/api/business/photos/order', {
      photoIds: [second.id, first.id],
    });
    expect(order.status).toBe(200);
    const profile = await publicProfile(api);
    expect(profile.photos.map((p) => [p.id, p.caption])).toEqual([
      [second.id, 'Oak herringbone in a Didsbury hallway'],
      [first.id, ''],
    ]);

    const missing = await api.call(api.tokens.castle, 'PUT', '/api/business/photos/order', {
      photoIds: [second.id],
    });
    expect(missing.status).toBe(400);
    const tooLong = await api.call(api.tokens.castle, 'PATCH', `/api/business/photos/${first.id}`, {
      caption: 'x'.repeat(161),
    });
    expect(tooLong.status).toBe(400);

    const premier = api.tokens.premier;
    expect(
      (await api.call(premier, 'PATCH', `/api/business/photos/${first.id}`, { caption: 'Mine' }))
        .status,
    ).toBe(404);
    expect((await api.call(premier, 'DELETE', `/api/business/photos/${first.id}`)).status).toBe(
      404,
    );
    expect(
      (await api.call(premier, 'PUT', '/api/business/photos/order', { photoIds: [first.id] }))
        .status,
    ).toBe(400);
    expect((await publicProfile(api)).photos).toHaveLength(2);
  });

  businessTest('removes a photo with its files', async ({ api }) => {
    const photo = await uploadPhoto(api, api.tokens.castle);
    const res = await api.call(api.tokens.castle, 'DELETE', `/api/business/photos/${photo.id}`);
    expect(res.status).toBe(200);
    expect(mediaFiles(api)).toEqual([]);
    expect((await api.app.request(photo.webp[0]?.url ?? '')).status).toBe(404);
    expect((await publicProfile(api)).photos).toEqual([]);
  });
});

describe('PUT /api/business/logo', () => {
  businessTest('sets the logo, and a new one replaces it and its files', async ({ api }) => {
    const put = (body: Buffer) =>
      upload(api, api.tokens.castle, '/api/business/logo', body, 'image/png');
    const first = profileImageSchema.parse(await (await put(await testPng(600, 200))).json());
    expect(first.webp.map((s) => s.width)).toEqual([128, 256]);
    const second = profileImageSchema.parse(await (await put(await testPng(300, 300))).json());
    expect((await publicProfile(api)).logo).toEqual(second);
    expect((await api.app.request(first.webp[0]?.url ?? '')).status).toBe(404);
    expect(mediaFiles(api)).toHaveLength(4);

    expect((await api.call(api.tokens.castle, 'DELETE', '/api/business/logo')).status).toBe(200);
    expect((await publicProfile(api)).logo).toBeNull();
    expect(mediaFiles(api)).toEqual([]);
  });
});

describe('operators', () => {
  businessTest('see any listing’s photos and remove one, files and all', async ({ api, admin }) => {
    const kept = await uploadPhoto(api, api.tokens.castle);
    const removed = await uploadPhoto(api, api.tokens.castle);
    const id = api.specialistIds['castle-carpets'];
    const listed = await api.app.request(`/api/admin/specialists/${id}/photos`, { headers: admin });
    expect(profilePhotosSchema.parse(await listed.json()).photos.map((p) => p.id)).toEqual([
      kept.id,
      removed.id,
    ]);

    const asBusiness = await api.call(
      api.tokens.castle,
      'DELETE',
      `/api/admin/specialists/${id}/photos/${removed.id}`,
    );
    expect(asBusiness.status).toBe(401);
    const otherListing = await api.app.request(
      `/api/admin/specialists/${api.specialistIds['premier-carpets']}/photos/${removed.id}`,
      { method: 'DELETE', headers: admin },
    );
    expect(otherListing.status).toBe(404);

    const res = await api.app.request(`/api/admin/specialists/${id}/photos/${removed.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect((await publicProfile(api)).photos.map((p) => p.id)).toEqual([kept.id]);
    expect((await api.app.request(removed.webp[0]?.url ?? '')).status).toBe(404);
    expect(mediaFiles(api)).toHaveLength(2);
  });
});

describe('GET /media/{file}', () => {
  businessTest('serves only stored file names', async ({ api }) => {
    for (const path of ['/media/..%2Fflo.db', '/media/flo.db', '/media/abc-480.webp']) {
      expect((await api.app.request(path)).status).toBe(404);
    }
  });
});
