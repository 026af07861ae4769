import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { features } from '../../src/data/features';
import { colorScale, mediaAssets, primaryColor } from '../../src/data/media';
import { siteEnv } from '../../src/siteEnv';

describe('landing features', () => {
  it('has the six features, each with a unique id', () => {
    assert.deepEqual(
      features.map((feature) => feature.title),
      [
        'Automatic type safety',
        'Snappy DX',
        'Framework agnostic',
        'Autocompletion',
        'Light bundle size',
        'Batteries included',
      ],
    );
    assert.equal(new Set(features.map((feature) => feature.id)).size, features.length);
  });
});

describe('media data', () => {
  it('points at asset files that exist', () => {
    for (const asset of mediaAssets) {
      assert.ok(fs.existsSync(path.join(__dirname, '../../static', asset.file)), asset.file);
    }
  });

  it('has the primary colour inside its scale, all as six-digit hex', () => {
    assert.ok(colorScale.some((color) => color.hex === primaryColor.hex));
    for (const color of colorScale) assert.match(color.hex, /^#[0-9a-f]{6}$/);
  });
});

describe('site environment', () => {
  it('has trpc.io at / and no analytics by default', () => {
    const env = siteEnv({});
    assert.equal(env.siteUrl, 'https://trpc.io');
    assert.equal(env.baseUrl, '/');
    assert.equal(env.gtagTrackingId, undefined);
    assert.equal(env.fasterPipeline, true);
  });

  it('normalises a sub-path base URL and turns analytics on with an id', () => {
    const env = siteEnv({ BASE_URL: 'preview/pr-42', GTAG_TRACKING_ID: 'G-123' });
    assert.equal(env.baseUrl, '/preview/pr-42/');
    assert.equal(env.gtagTrackingId, 'G-123');
  });
});
