/**
 * Records a scenario against the real sandbox (in-process, fresh temp data directory, fault switches)
 * and writes it to __tests__/recordings/<scenario>.json for the replay tests (__tests__/replay/).
 *
 *   npm run record -- ai-chat
 *   npm run record -- --all
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordScenario, SCENARIO_NAMES, SCENARIOS } from '../__tests__/replay/src/recorder/recordScenarios';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '__tests__', 'recordings');
const SECRETS = [/demo-pass/, /\b[0-9a-f]{64}\b/i];

/**
 * Pretty JSON that stays readable and diffable: one entry per line, and any object or array whose
 * compact form fits in WIDTH characters on one line (the message store's id trie would otherwise take
 * tens of thousands of lines). The content is exactly `exportRecording()`.
 */
const WIDTH = 160;
function pretty(value: unknown, indent = ''): string {
  const compact = JSON.stringify(value);
  if (compact === undefined || compact.length + indent.length <= WIDTH || typeof value !== 'object' || value === null)
    return compact ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((item) => `${inner}${pretty(item, inner)}`).join(',\n')}\n${indent}]`;
  const fields = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  return `{\n${fields.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pretty(item, inner)}`).join(',\n')}\n${indent}}`;
}

function usage(): string {
  return `usage: npm run record -- <scenario> [<scenario> ...] | --all\nknown scenarios:\n${SCENARIO_NAMES.map((name) => `  ${name.padEnd(20)} ${SCENARIOS[name].description}`).join('\n')}`;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const names = args.includes('--all') ? SCENARIO_NAMES : args;
  if (names.length === 0) {
    console.error(usage());
    return 2;
  }
  const unknown = names.filter((name) => !SCENARIOS[name]);
  if (unknown.length > 0) {
    console.error(`unknown scenario: ${unknown.join(', ')}\n${usage()}`);
    return 2;
  }
  mkdirSync(outDir, { recursive: true });
  for (const name of names) {
    const started = Date.now();
    const recording = await recordScenario(name);
    const text = `${pretty(recording)}\n`;
    const leak = SECRETS.find((pattern) => pattern.test(text));
    if (leak) {
      console.error(`${name}: the recording holds a secret (${leak}); not written`);
      return 1;
    }
    const file = join(outDir, `${name}.json`);
    writeFileSync(file, text);
    console.info(
      `${name}: ${recording.entries.length} entries, ${(text.length / 1024).toFixed(1)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s -> ${relative(root, file)}`,
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
