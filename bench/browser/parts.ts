/** The browser bench's parts: a figure with its budget, and a part that fails reported as figures not measured. */
import type { BenchResult } from '../run';

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200);

/** A figure that could not be measured: over budget, with why in its name. */
export function failed(name: string, unit: string, budget: string, error: unknown): BenchResult {
  return { name: `${name}: not measured (${errorText(error)})`, value: Number.NaN, unit, budget, withinBudget: false };
}

export interface Figure {
  name: string;
  unit: string;
  budget: string;
}

/** Runs one part; when it throws, each of its figures is reported as not measured. */
export async function part(figures: readonly Figure[], measure: () => Promise<BenchResult[]>): Promise<BenchResult[]> {
  try {
    return await measure();
  } catch (error) {
    console.warn(`browser bench: ${figures[0]?.name ?? 'a part'} failed:`, error);
    return figures.map(({ name, unit, budget }) => failed(name, unit, budget, error));
  }
}
