import cliProgress from "cli-progress";
import type { ImportProgress } from "./runImport.js";

/** Shows an import's progress: a bar on a terminal, plain lines otherwise. */
export interface ProgressView {
  update(progress: ImportProgress): void;
  stop(): void;
}

const seconds = (s: number): string =>
  !Number.isFinite(s)
    ? "?"
    : s >= 3600
      ? `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`
      : s >= 60
        ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`
        : `${Math.round(s)} s`;

/**
 * A progress view over bytes of the file: on a terminal (`stream.isTTY`) a cli-progress bar with the
 * lines per second and the ETA; otherwise one plain line per 10 % (logs and CI keep a readable record).
 *
 * @example
 * const view = createProgressView(process.stdout, Date.now);
 * view.update({ bytesRead: 512, totalBytes: 1024, lines: 100 }); view.stop();
 */
export function createProgressView(stream: NodeJS.WriteStream, now: () => number = Date.now): ProgressView {
  const started = now();
  const rate = (lines: number) => lines / Math.max(0.001, (now() - started) / 1000);
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format:
          "import |{bar}| {percentage}% | {lines} wierszy | {rate} wierszy/s | pozostało {eta_formatted}",
        hideCursor: true,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
    let begun = false;
    return {
      update(progress) {
        const payload = { lines: progress.lines, rate: Math.round(rate(progress.lines)) };
        if (!begun) {
          bar.start(Math.max(1, progress.totalBytes), progress.bytesRead, payload);
          begun = true;
        } else bar.update(progress.bytesRead, payload);
      },
      stop() {
        if (begun) bar.stop();
      },
    };
  }
  let nextTenth = 1;
  return {
    update(progress) {
      const share = progress.totalBytes === 0 ? 1 : progress.bytesRead / progress.totalBytes;
      // one line per 10 %, and the 100 % line once (the last batch and the end both report it)
      if (share * 10 < nextTenth || nextTenth > 10) return;
      nextTenth = Math.floor(share * 10) + 1;
      const perSecond = rate(progress.lines);
      const elapsed = (now() - started) / 1000;
      const left = share > 0 ? (elapsed / share) * (1 - share) : Number.POSITIVE_INFINITY;
      stream.write(
        `import: ${Math.floor(share * 100)}% (${progress.lines} wierszy, ${Math.round(perSecond)} wierszy/s, pozostało ok. ${seconds(left)})\n`,
      );
    },
    stop() {},
  };
}
