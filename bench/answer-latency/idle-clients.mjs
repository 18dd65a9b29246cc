// Child of bench/answer-latency.mjs: opens N websocket clients spread over the given tokens,
// tells the parent once all are connected, then idles until killed.
import { io } from 'socket.io-client';

const [url, count, ...tokens] = process.argv.slice(2);
let connected = 0;
for (let i = 0; i < Number(count); i++) {
  const token = tokens[i % tokens.length];
  const socket = io(url, {
    auth: { useraccesstoken: token },
    query: { useraccesstoken: token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  socket.once('connect', () => {
    connected++;
    if (connected === Number(count)) process.send?.('connected');
  });
  socket.once('connect_error', (error) => {
    console.error(error.message);
    process.exit(1);
  });
}
