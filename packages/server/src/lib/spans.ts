// TEMPORARY timing spans (BENCH_SPANS=1).
const us = () => Number(process.hrtime.bigint() / 1000n);
export function span(name: string): () => void {
  if (!process.env.BENCH_SPANS) return () => undefined;
  const t = performance.now();
  const s = us();
  return () => console.error(`[span] ${name} ${(performance.now() - t).toFixed(0)} ms ${s} ${us()}`);
}
export async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const end = span(name);
  try { return await fn(); } finally { end(); }
}
