/** CPU time and memory of processes on this machine, read from Linux's /proc (proc(5)). */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second, the unit of /proc's CPU times (100 on every usual Linux). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface ProcStat {
  ppid: number;
  /** user + system time of the process itself, ms. */
  ownMs: number;
  /** user + system time of its children that have exited and been waited for, ms. */
  reapedChildrenMs: number;
}

/** /proc/<pid>/stat; undefined when the process is gone. Fields are counted after the `(comm)`, which may hold spaces. */
function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // From field 3 (state) on: ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticksToMs = (index: number) => (Number(fields[index]) * 1000) / TICKS_PER_SECOND;
  return {
    ppid: Number(fields[1]),
    ownMs: ticksToMs(11) + ticksToMs(12),
    reapedChildrenMs: ticksToMs(13) + ticksToMs(14),
  };
}

/** The CPU time (user + system, ms) the process has used so far; 0 once it is gone. */
export function cpuMs(pid: number): number {
  return procStat(pid)?.ownMs ?? 0;
}

/**
 * The CPU time of a process and everything under it (PostgreSQL's postmaster and its backends, nginx's
 * master and workers): its own, its exited children's, and each live descendant's own.
 */
export function treeCpuMs(rootPid: number): number {
  const root = procStat(rootPid);
  if (!root) return 0;
  const children = new Map<number, number[]>();
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    const stat = procStat(pid);
    if (!stat) continue;
    stats.set(pid, stat);
    const siblings = children.get(stat.ppid);
    if (siblings) siblings.push(pid);
    else children.set(stat.ppid, [pid]);
  }
  let total = root.ownMs + root.reapedChildrenMs;
  const pending = [...(children.get(rootPid) ?? [])];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += stats.get(pid)?.ownMs ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function parentPid(pid: number): number | undefined {
  return procStat(pid)?.ppid;
}

/** Resident memory (VmRSS), bytes; 0 once the process is gone. */
export function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The whole machine's CPU time so far, ms summed over its cores: busy, and all (busy + idle + iowait). */
export function machineCpuMs(): { busy: number; all: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  // cpu user nice system idle iowait irq softirq steal (guest times are already inside user and nice).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const all = ticks.reduce((sum, value) => sum + value, 0);
  const idle = ticks[3] + ticks[4];
  return { busy: ((all - idle) * 1000) / TICKS_PER_SECOND, all: (all * 1000) / TICKS_PER_SECOND };
}
