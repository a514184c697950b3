/**
 * A step of checkout (docs/architecture.md#checkout): what it does, and what undoes it when a
 * later step fails. A step without `compensate` leaves nothing a later failure must undo.
 */
export interface Step<Context> {
  name: string
  run(context: Context): Promise<void> | void
  /** Undoes what `run` did, given the later step's error; runs in reverse order of the steps. */
  compensate?(context: Context, error: unknown): Promise<void>
}

/**
 * Runs the steps in order. When one fails, the steps that completed are compensated, latest
 * first, and the failure is thrown on.
 */
export async function runSteps<Context>(steps: Step<Context>[], context: Context) {
  const done: Step<Context>[] = []
  try {
    for (const step of steps) {
      await step.run(context)
      done.push(step)
    }
  } catch (error) {
    for (const step of done.reverse()) await step.compensate?.(context, error)
    throw error
  }
}

/** What an earlier step made; missing only if the steps were put out of order. */
export function made<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} not created`)
  return value
}
