import net from 'node:net';

/**
 * A TCP proxy between the app and a real server, which a test can make misbehave: `hang()` keeps every
 * connection open (new ones too) but passes no byte either way, as a server that stops answering;
 * `resume()` passes bytes again; `refuse()` closes every connection and stops listening, as a server
 * that is down; `accept()` listens again on the same port. Half-hung: `freeze()` stops the connections
 * open now only (new ones pass), `stallNew()` keeps new connections silent while the open ones pass.
 */
export type TcpProxy = {
  port: number;
  hang(): void;
  freeze(): void;
  stallNew(): void;
  resume(): void;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let hung = false;
  let stalling = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (hung || stalling) socket.pause();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      track(from);
      from.on('data', (chunk) => to.write(chunk));
      from.on('close', end);
      from.on('error', end);
    }
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  const port = await listen(0);
  return {
    port,
    hang() {
      hung = true;
      for (const socket of sockets) socket.pause();
    },
    freeze() {
      for (const socket of sockets) socket.pause();
    },
    stallNew() {
      stalling = true;
    },
    resume() {
      hung = false;
      stalling = false;
      for (const socket of sockets) socket.resume();
    },
    refuse: stop,
    async accept() {
      await listen(port);
    },
    async close() {
      if (server.listening) await stop();
    },
  };
}
