/** `npm run bench:bytes`: only the download figures of `npm run bench` (/chat, the floor, the difference, the agent console and its Supervisor view). */
import { bytesBench } from './browser/bytesFigures';

const results = await bytesBench();
for (const result of results)
  console.info(
    `${result.withinBudget ? 'ok  ' : 'OVER'}  ${result.name}: ${result.value} ${result.unit} (budget ${result.budget})`,
  );
process.exitCode = results.every((result) => result.withinBudget) ? 0 : 1;
