/** Runs every benchmark, prints its figure beside its budget, and fails when one is over budget. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget: string;
  withinBudget: boolean;
}

const print = (result: BenchResult) =>
  console.info(
    `${result.withinBudget ? 'ok  ' : 'OVER'}  ${result.name}: ${Number.isNaN(result.value) ? '—' : result.value.toLocaleString('en-US')} ${result.unit} (budget ${result.budget})`,
  );

const { pushMsgThroughput, recordingOverhead } = await import('./frames.bench');
const { historyMerge } = await import('./merge.bench');
const { assistantBench } = await import('./assistant.bench');

const results: BenchResult[] = [];
const run = async (produce: () => BenchResult | BenchResult[] | Promise<BenchResult | BenchResult[]>) => {
  const produced = [await produce()].flat();
  produced.forEach(print);
  results.push(...produced);
};

// In Node: the reducers' throughput, the recorder's cost, merging history, before the browser and
// load benchmarks' modules are even loaded (loading them first cost these figures a fifth); then the
// build's entry.
await run(pushMsgThroughput);
await run(recordingOverhead);
await run(historyMerge);
// The assistant at 1,000 articles per language: a re-index after a publish, and the time to answer.
await run(assistantBench);
const { embedScript, entryModules } = await import('./bundle.bench');
const { browserBench } = await import('./browser/measure');
const { sendAckLatency } = await import('./load.bench');
await run(entryModules);
await run(embedScript);
// Where the user is: headless Chromium against the built client served as in production, beside the floor app.
await run(browserBench);
// The sandbox under load, in its own process.
await run(sendAckLatency);

const over = results.filter((result) => !result.withinBudget).length;
console.info(`${results.length - over} passed, ${over} failed`);
process.exitCode = over === 0 ? 0 : 1;
