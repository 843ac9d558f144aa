/**
 * How long a page's first render waits for its data. The server's HTML has already asked for it
 * (a preload), so it is usually there as soon as the page's code is; past this, the page shows
 * its loading state as before rather than nothing.
 */
const FIRST_RENDER_WAIT_MS = 600;

/** What the wait needs of the router: whether it has drawn its first page, and news of it. */
interface RouterStart {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

export interface FirstPageWait {
  /**
   * A route loader's answer: on the document's first page, settles when `data` has (success or
   * failure, which the page shows itself) or after FIRST_RENDER_WAIT_MS, whichever is first, so
   * the page draws its content, and its largest picture, in its first render instead of after a
   * loading state. Later pages settle at once; `data` goes on loading.
   */
  dataForFirstRender(data: Promise<unknown>): Promise<null>;
  /**
   * Ends the wait once the router has drawn the document's first page. From then on a move
   * within the app draws the next page at once with its own loading state: waiting for its data
   * there would leave a click with no visible effect for as long as the wait.
   */
  endOnceShown(router: RouterStart): void;
}

/** One per router: the app's router makes one; tests make their own. */
export function createFirstPageWait(): FirstPageWait {
  let firstPageShown = false;
  const end = () => {
    firstPageShown = true;
  };
  return {
    async dataForFirstRender(data) {
      if (firstPageShown) return null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FIRST_RENDER_WAIT_MS);
      });
      await Promise.race([data.catch(() => undefined), waited]);
      clearTimeout(timer);
      return null;
    },
    endOnceShown(router) {
      if (router.state.initialized) return end();
      const stopListening = router.subscribe((state) => {
        if (!state.initialized) return;
        end();
        stopListening();
      });
    },
  };
}
