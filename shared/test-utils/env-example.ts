import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvSchema } from '../config.js';

/** Variables of `.env.example` at the repository root, as written there. */
export function readEnvExample(): Map<string, string> {
  const file = path.resolve(__dirname, '../../.env.example');
  const entries = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1]) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

/** Variables of a schema missing from `.env.example` or listed there with another default. */
export function envExampleMismatches(schema: EnvSchema): string[] {
  const example = readEnvExample();
  return Object.entries(schema.properties).flatMap(([name, prop]) => {
    if (!example.has(name)) return [`${name} is missing`];
    const expected = prop.default === undefined ? '' : String(prop.default);
    return example.get(name) === expected
      ? []
      : [`${name}=${example.get(name) ?? ''} (default ${expected})`];
  });
}
