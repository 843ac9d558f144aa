import { describe, expect, it } from 'vitest';
import { imageEnvironmentOf } from './imageEnvironment';

describe('imageEnvironmentOf', () => {
  it('gathers the final stage’s ENV and that of the stages it is built on, later lines winning', () => {
    const text = [
      'FROM node:20.20.2-bookworm-slim AS base',
      'ENV PORT=4000 DATA_DIR=/data',
      'FROM base AS build',
      'ENV BUILD_ONLY=1',
      'FROM base AS runtime',
      'ENV NODE_ENV=production \\',
      '    PORT=5000',
      'ENV QUOTED="a b"',
    ].join('\n');
    expect(imageEnvironmentOf(text)).toEqual({
      PORT: '5000',
      DATA_DIR: '/data',
      NODE_ENV: 'production',
      QUOTED: 'a b',
    });
  });

  it('is empty when nothing is set', () => {
    expect(imageEnvironmentOf('FROM node:20.20.2-bookworm-slim\nCMD ["node"]\n')).toEqual({});
  });
});
