// biome-ignore-all lint/suspicious/noTemplateCurlyInString: compose's ${NAME} syntax, not templates
import { describe, expect, it } from 'vitest';
import { imageNameOf, imagePinningProblem } from './imageReference';

describe('imagePinningProblem', () => {
  it.each([
    'node:20.20.2-bookworm-slim',
    'postgres:15.18-bookworm',
    'quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z',
    'localhost:5000/caddy:2.10.2-alpine',
    `node@sha256:${'a'.repeat(64)}`,
  ])('accepts %s', (image) => {
    expect(imagePinningProblem(image)).toBeUndefined();
  });

  it.each([
    ['node', 'node has no tag: name an exact version or a digest'],
    ['localhost:5000/node', 'localhost:5000/node has no tag: name an exact version or a digest'],
    ['caddy:latest', 'caddy:latest uses latest: name an exact version or a digest'],
    [
      'node:20-bookworm-slim',
      'node:20-bookworm-slim: the tag 20-bookworm-slim names no exact release (a version such as 15.18 or 20.20.2, or a date)',
    ],
    [
      'postgres:15',
      'postgres:15: the tag 15 names no exact release (a version such as 15.18 or 20.20.2, or a date)',
    ],
    [
      'node:${NODE_VERSION}',
      'node:${NODE_VERSION}: write the image out; a variable hides which build runs',
    ],
  ])('refuses %s', (image, message) => {
    expect(imagePinningProblem(image)).toBe(message);
  });
});

describe('imageNameOf', () => {
  it.each([
    'caddy',
    'caddy:2.10.2-alpine',
    `caddy@sha256:${'a'.repeat(64)}`,
    `caddy:2.10.2-alpine@sha256:${'a'.repeat(64)}`,
    'localhost:5000/library/caddy:2.10.2',
  ])('reads caddy in %s', (image) => {
    expect(imageNameOf(image)).toBe('caddy');
  });

  it('reads no other name as caddy', () => {
    expect(imageNameOf('caddy-proxy/nginx:1.27.1')).toBe('nginx');
  });
});
