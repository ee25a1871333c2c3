/**
 * Memory and CPU figures from Linux's /proc for the ZIP pipeline benchmark. CPU times are in USER_HZ
 * (100 a second on Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';

const USER_HZ = 100;

/** This process's resident set now (VmRSS) or at its highest (VmHWM), in MB. */
export function procStatusMb(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** CPU seconds of this process (all threads) and of its children once they were waited for (cutime, cstime). */
export function ownCpuSeconds(): { self: number; children: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields from the 3rd (state) on; utime, stime, cutime, cstime are the 14th to 17th.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return { self: (fields[11]! + fields[12]!) / USER_HZ, children: (fields[13]! + fields[14]!) / USER_HZ };
}

/** CPU seconds the whole machine spent busy (not idle, not waiting on I/O), all cores together. */
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / USER_HZ;
}

/**
 * Where the CPU went during a phase: cores busy on average for this benchmark (this process and the children
 * it waited for) and for everything else on the machine (other work running at the same time skews figures).
 */
export function cpuPhase() {
  const started = { at: performance.now(), own: ownCpuSeconds(), machine: machineBusySeconds() };
  return () => {
    const seconds = (performance.now() - started.at) / 1000;
    const own = ownCpuSeconds();
    const ownSeconds = own.self - started.own.self + (own.children - started.own.children);
    const machineSeconds = machineBusySeconds() - started.machine;
    return { ownSeconds, ownCores: ownSeconds / seconds, otherCores: Math.max(0, machineSeconds - ownSeconds) / seconds };
  };
}

/** The pids of a process's children, from each of its threads' `children` list. */
function childrenOf(pid: number): number[] {
  const pids: number[] = [];
  for (const tid of readdirIfThere(`/proc/${pid}/task`)) {
    pids.push(...readIfThere(`/proc/${pid}/task/${tid}/children`).split(' ').filter(Boolean).map(Number));
  }
  return pids;
}

function readdirIfThere(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function readIfThere(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The process ended between listing and reading.
    return '';
  }
}

/** Peak RSS of a process's children (here the worker's ffmpeg and ffprobe), sampled from /proc. */
export function sampleChildren(parentPid: number, everyMs = 100) {
  const peak = { totalMb: 0, singleMb: 0, seen: new Set<number>() };
  const timer = setInterval(() => {
    let total = 0;
    for (const pid of childrenOf(parentPid)) {
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(readIfThere(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;
      peak.seen.add(pid);
      total += rss;
      peak.singleMb = Math.max(peak.singleMb, rss);
    }
    peak.totalMb = Math.max(peak.totalMb, total);
  }, everyMs);
  return { peak, stop: () => clearInterval(timer) };
}
