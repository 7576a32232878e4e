/**
 * A bare DevTools protocol connection to a running Chromium, for watching a page without Playwright attached.
 * Playwright follows every page's network (the protocol's Network domain), and while that is on Chromium keeps the
 * body of each request, Blobs included, in the browser process: a page sending a recording would seem to pile it
 * up (docs/decisions/715). This connection enables only the domains it is asked to use.
 */

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

export type DevTools = Awaited<ReturnType<typeof connectDevTools>>;

/** Connects to the Chromium whose remote debugging listens on `port`. */
export async function connectDevTools(port: number) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('could not reach Chromium’s DevTools')), {
      once: true,
    });
  });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    // Events (no id) are not asked for and not needed.
    const caller = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!caller || reply.id === undefined) return;
    waiting.delete(reply.id);
    if (reply.error) caller.reject(new Error(reply.error.message));
    else caller.resolve(reply.result);
  });

  /** Sends a command to the browser, or to the page of `sessionId`. */
  function send<Result>(method: string, params: object = {}, sessionId?: string): Promise<Result> {
    const id = ++lastId;
    return new Promise<Result>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  }

  return {
    send,
    /** Attaches to the open page whose address starts with `origin`; answers the session for its commands. */
    async attachToPage(origin: string) {
      const { targetInfos } = await send<{
        targetInfos: Array<{ targetId: string; type: string; url: string }>;
      }>('Target.getTargets');
      const page = targetInfos.find((target) => target.type === 'page' && target.url.startsWith(origin));
      if (!page) throw new Error(`no page of ${origin} is open`);
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
        targetId: page.targetId,
        flatten: true,
      });
      return sessionId;
    },
    close() {
      socket.close();
    },
  };
}
