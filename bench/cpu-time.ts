/**
 * CPU time from Linux's /proc, for figures that hold on a loaded machine: the server's main
 * thread (this process's first thread: the server and, on PGlite, the database) and every
 * PostgreSQL process. Wall-clock latency moves with whatever else the machine runs; the CPU a
 * request costs does not (much). Zero where /proc is missing.
 */
import fs from 'node:fs'

/** Clock ticks a second, as Linux reports utime and stime (USER_HZ, 100 on every Linux port). */
const TICKS = 100

function ticksOf(statFile: string): number {
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = fs.readFileSync(statFile, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12]) // utime, stime
  } catch {
    return 0
  }
}

function postgresTicks(): number {
  let ticks = 0
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue
    } catch {
      continue
    }
    ticks += ticksOf(`/proc/${pid}/stat`)
  }
  return ticks
}

export interface CpuTime {
  /** Milliseconds of CPU of this process's main thread. */
  server: number
  /** Milliseconds of CPU of every PostgreSQL process on the machine. */
  postgres: number
}

export function cpuTime(): CpuTime {
  return {
    server: (ticksOf(`/proc/self/task/${process.pid}/stat`) * 1000) / TICKS,
    postgres: (postgresTicks() * 1000) / TICKS,
  }
}

/** The CPU spent between `since` and now, per call of `calls`. */
export function cpuPerCall(since: CpuTime, calls: number): CpuTime {
  const now = cpuTime()
  return {
    server: (now.server - since.server) / calls,
    postgres: (now.postgres - since.postgres) / calls,
  }
}
