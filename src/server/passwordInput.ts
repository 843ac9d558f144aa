import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * A password for a command: asked for without echo on a terminal, else the first line of
 * standard input (`printf '%s\n' "$PASSWORD" | npm run admin:create -- --email …`), so it never
 * sits in the shell's history or the process list.
 */
export async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return firstLineOf(stdin);
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: stdin, output, terminal: true });
  try {
    const answer = new Promise<string>((resolve) => terminal.question(prompt, resolve));
    muted = true;
    return await answer;
  } finally {
    process.stdout.write('\n');
    terminal.close();
  }
}

async function firstLineOf(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}
