/** Runs every benchmark, prints its figure beside its budget, and fails when one is over budget. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  budget: string;
  withinBudget: boolean;
}

const { pushMsgThroughput, recordingOverhead } = await import('./frames.bench');
const { historyMerge } = await import('./merge.bench');
const { entryBundleSize, entryModules } = await import('./bundle.bench');

const results: BenchResult[] = [pushMsgThroughput(), recordingOverhead(), historyMerge(), entryBundleSize(), entryModules()];
for (const result of results) {
  console.info(`${result.withinBudget ? 'ok  ' : 'OVER'}  ${result.name}: ${result.value.toLocaleString('en-US')} ${result.unit} (budget ${result.budget})`);
}
const over = results.filter((result) => !result.withinBudget).length;
console.info(`${results.length - over} passed, ${over} failed`);
process.exitCode = over === 0 ? 0 : 1;
