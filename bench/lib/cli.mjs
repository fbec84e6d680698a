// Command-line options and the machine's load, shared by the benchmarks.
import os from 'node:os';

/** The value of `--name=value`, or `fallback`. */
export const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};

/** Every value of a repeated `--name=value`, in order. */
export const args = (name) =>
  process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));

/** Whether `--name` was given. */
export const flag = (name) => process.argv.includes(`--${name}`);

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export const loadAvg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
