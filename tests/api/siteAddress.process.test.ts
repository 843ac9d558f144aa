import { afterEach, expect, it } from 'vitest';
import { loadConfig, mailSettingsOf } from '../../src/server/config';
import { type ServerProcess, startServerProcess } from './support/serverProcess';

let server: ServerProcess | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The messages the server logged (one JSON object a line). */
function loggedMessages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg ?? ''));
}

it('names at start the address that links in emails start with', { timeout: 60_000 }, async () => {
  server = await startServerProcess({ DEMO_DATA: 'off', LOG_LEVEL: 'info' });
  const port = new URL(server.url).port;
  const mailedLinksStart = mailSettingsOf(loadConfig({ PORT: port })).siteUrl;
  expect(mailedLinksStart).toBe(`http://localhost:${port}`);
  const listening = loggedMessages(server.output()).filter((message) =>
    message.includes(`:${port}`),
  );
  expect(listening.length).toBeGreaterThan(0);
  for (const message of listening) expect(message).toMatch(`Lendwell is at ${mailedLinksStart} `);
});
