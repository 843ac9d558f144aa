/** Where zod keeps its settings: one object on the page, read by zod whenever it loads. */
interface ZodSettingsHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * The Content-Security-Policy forbids eval. Left alone, zod probes for it with `new Function`
 * the first time it checks an object, and the browser reports that probe as a policy
 * violation. Set here rather than through zod's own `config()`, which would bring part of zod
 * into the first download when zod itself loads only with a form's first validation.
 */
export function turnOffZodEvalProbe(): void {
  const holder = globalThis as ZodSettingsHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
