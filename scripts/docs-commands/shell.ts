/**
 * Runs one shell command of a guide the way a user's terminal does (bash, in the project), and
 * measures it: wall time, and the CPU time of the command and every process it waited for
 * (bash's `times`), which another job on the machine does not inflate.
 */
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'

/** What a command did. */
export interface Run {
  readonly exitCode: number | null
  /** Set when the command was stopped: it outlasted its time, or it served and was probed. */
  readonly stopped: string | null
  readonly wallSeconds: number
  /** User + system CPU time of the command and its children; null when bash could not say. */
  readonly cpuSeconds: number | null
  /** The one-minute load average when it ended, beside the times. */
  readonly load: number
  /** The output, stdout and stderr as they came (its last 64 KB). */
  readonly output: string
}

export interface RunOptions {
  readonly cwd: string
  readonly env?: NodeJS.ProcessEnv | undefined
  /** Stopped after this many seconds of wall time (a command that hangs). */
  readonly killAfterSeconds: number
  /** For a server: resolves to why it is stopped once it has been probed (or failed to be). */
  readonly whileRunning?: (output: () => string) => Promise<string>
}

const seconds = (text: string): number => {
  const m = /^(\d+)m([\d.]+)s$/.exec(text)
  return m === null ? NaN : Number(m[1]) * 60 + Number(m[2])
}

// `times` prints the shell's own CPU time, then its children's: user and system each.
const childCpu = (times: string): number | null => {
  const children = times.trim().split('\n')[1]?.trim().split(/\s+/).map(seconds)
  return children === undefined || children.length !== 2 || children.some(Number.isNaN)
    ? null
    : (children[0] ?? 0) + (children[1] ?? 0)
}

/** Runs `command` in bash in `options.cwd`; never rejects. */
export const runCommand = (command: string, options: RunOptions): Promise<Run> =>
  new Promise((done) => {
    const started = performance.now()
    // The command on its own lines, so a trailing `# comment` ends with its line.
    const script = `set -o pipefail\n${command}\nstatus=$?\ntimes >&3\nexit $status\n`
    const child = spawn('bash', ['-c', script], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, stopped as a whole
    })
    let output = ''
    let times = ''
    let stopped: string | null = null
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-64_000)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString('utf8')))
    const stop = (why: string): void => {
      if (stopped !== null || child.exitCode !== null || child.pid === undefined) return
      stopped = why
      const group = -child.pid
      try {
        process.kill(group, 'SIGTERM')
      } catch {
        return
      }
      setTimeout(() => {
        try {
          process.kill(group, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 5_000).unref()
    }
    const timer = setTimeout(
      () => stop(`still running after ${options.killAfterSeconds} s: stopped`),
      options.killAfterSeconds * 1000,
    )
    void options.whileRunning?.(() => output).then(stop)
    child.on('close', (code) => {
      clearTimeout(timer)
      done({
        exitCode: code,
        stopped,
        wallSeconds: (performance.now() - started) / 1000,
        cpuSeconds: childCpu(times),
        load: loadavg()[0] ?? 0,
        output,
      })
    })
  })

/** What probing a server found. */
export interface Probe {
  readonly ok: boolean
  readonly message: string
}

/**
 * For a command that serves `url`: waits for it to answer (at the address it prints, when the
 * port the guide names was taken) and checks that it answers a page.
 */
export const probe = async (
  url: string,
  waitSeconds: number,
  output: () => string,
  gone: AbortSignal,
): Promise<Probe> => {
  const until = performance.now() + waitSeconds * 1000
  const port = new URL(url).port
  while (performance.now() < until && !gone.aborted) {
    await new Promise((r) => setTimeout(r, 500))
    const printed = /http:\/\/localhost:(\d+)/.exec(output())
    if (printed === null) continue
    const at = printed[1] === port ? url : `http://localhost:${printed[1]}/`
    try {
      const answer = await fetch(at)
      const page = await answer.text()
      const ok = answer.ok && /<html/i.test(page)
      const moved = at === url ? '' : ` (the guide names ${url}, which was taken)`
      return { ok, message: `${at} answered ${answer.status}${ok ? ' with a page' : ', not a page'}${moved}` }
    } catch {
      // not listening yet
    }
  }
  return {
    ok: false,
    message: gone.aborted ? 'it ended before it served' : `nothing answered at ${url} within ${waitSeconds} s`,
  }
}
