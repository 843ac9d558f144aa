/**
 * How long a page's first render waits for its data. The server's HTML has already asked for it
 * (a preload), so it is usually there as soon as the page's code is; past this, the page shows
 * its loading state as before rather than nothing.
 */
const FIRST_RENDER_WAIT_MS = 600;

/**
 * A route loader's answer: settles when `data` has (success or failure, which the page shows
 * itself), or after FIRST_RENDER_WAIT_MS, whichever is first. The page then draws its content,
 * and its largest picture, in its first render instead of after a loading state.
 */
export async function dataForFirstRender(data: Promise<unknown>): Promise<null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_RENDER_WAIT_MS);
  });
  await Promise.race([data.catch(() => undefined), waited]);
  clearTimeout(timer);
  return null;
}
