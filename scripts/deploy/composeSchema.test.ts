import { describe, expect, it } from 'vitest';
import { composeSchemaProblems } from './composeSchema';

describe('composeSchemaProblems', () => {
  it('accepts a valid file', () => {
    const document = {
      services: {
        web: {
          image: 'caddy:2.10.2-alpine',
          ports: ['80:80', '443:443/udp', '127.0.0.1:8080:80'],
          healthcheck: { test: ['CMD', 'true'], interval: '1m30s', start_period: '500ms' },
          depends_on: { db: { condition: 'service_healthy' } },
        },
        db: { image: 'postgres:15.18-bookworm', expose: ['5432'] },
      },
      volumes: { data: null },
      'x-anything': { left: 'alone' },
    };
    expect(composeSchemaProblems(document)).toEqual([]);
  });

  it('names an unknown key with where it is', () => {
    const document = {
      services: { web: { image: 'caddy:2.10.2-alpine', restart_policy: 'always' } },
    };
    expect(composeSchemaProblems(document)).toEqual([
      'services.web: must NOT have additional properties (restart_policy)',
    ]);
  });

  it('refuses a duration, a port or a condition compose would not read', () => {
    const document = {
      services: {
        web: {
          image: 'caddy:2.10.2-alpine',
          ports: ['eighty'],
          healthcheck: { interval: '10 seconds' },
          depends_on: { db: { condition: 'service_ready' } },
        },
      },
    };
    const problems = composeSchemaProblems(document);
    expect(problems).toContain('services.web.healthcheck.interval: must match format "duration"');
    expect(problems).toContain('services.web.ports.0: must match format "ports"');
    expect(problems).toContain(
      'services.web.depends_on.db.condition: must be equal to one of the allowed values',
    );
  });

  it('refuses a document that is not a mapping of services', () => {
    expect(composeSchemaProblems({ services: ['web'] })).toEqual(['services: must be object']);
  });
});
