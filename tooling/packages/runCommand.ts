import { spawn } from "node:child_process";

/** What a finished command printed and how it ended. */
export interface CommandResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment a stranger's shell would give npm and pnpm: this process's environment without the
 * `npm_*` / `pnpm_*` variables that `pnpm exec` and `npm test` set for their own children (they would
 * otherwise override the consumer project's `.npmrc`).
 *
 * @example
 * spawn("npm", ["install"], { env: strangerEnv() });
 */
export function strangerEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm|pnpm)_/i.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

/**
 * Runs a command to its end (or kills it after `timeoutMs`) and returns its output; never throws for a
 * non-zero exit, so a test can show what the command printed.
 *
 * @example
 * const { code, stdout } = await runCommand("node", ["example.mjs"], { cwd });
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? strangerEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${options.timeoutMs} ms)`;
      child.kill("SIGKILL");
    }, options.timeoutMs ?? 120_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
