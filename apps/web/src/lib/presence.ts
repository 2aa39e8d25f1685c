import { PRESENCE_EVENTS, SOCKET_RECONNECT, type OnlineUser } from "@topset/shared";
import { io, type Socket } from "socket.io-client";
import { authStore, type AuthState } from "./auth-store";

/**
 * The real-time connection (docs/product.md, "Community"): open while logged in, on the same origin at
 * /socket.io, where the session cookie authenticates it. It announces this tab with onlineUser on
 * every (re)connect and says userDisconnected before leaving. Only admins hear the online list.
 */
let socket: Socket | undefined;

function theSocket(): Socket {
  if (socket) return socket;
  const s = io({
    path: "/socket.io",
    autoConnect: false,
    withCredentials: true,
    // WebSocket first, so a closed tab is seen at once (a long-polling client is only noticed after
    // the ping timeout); polling stays as the fallback behind proxies that refuse the upgrade.
    transports: ["websocket", "polling"],
    tryAllTransports: true,
    reconnectionDelay: SOCKET_RECONNECT.delayMs,
    reconnectionDelayMax: SOCKET_RECONNECT.delayMaxMs,
    timeout: SOCKET_RECONNECT.timeoutMs,
  });
  s.on("connect", () => announce(s));
  socket = s;
  return s;
}

// Who this tab announced: the login state may already be cleared when it says goodbye.
let announcedId: number | undefined;

function announce(s: Socket) {
  const user = authStore.get().user;
  if (!user) return;
  announcedId = user.id;
  // The server trusts the session, not these fields; they follow the documented payload (never the e-mail).
  s.emit(PRESENCE_EVENTS.online, {
    id: user.id,
    username: user.username,
    profile_picture_url: user.profile_picture_url,
    agent: navigator.userAgent,
  });
}

function connect() {
  const s = theSocket();
  if (!s.active) s.connect();
}

/** Says goodbye and closes the connection (logout, or the session ended). */
export function leavePresence() {
  if (!socket) return;
  if (socket.connected) {
    socket.emit(PRESENCE_EVENTS.disconnected, { id: announcedId, socket_id: socket.id });
  }
  socket.disconnect();
}

let started = false;

/** Follows the login state for the life of the page: connect when logged in, leave when not. */
export function startPresence() {
  if (started) return;
  started = true;
  let wasLoggedIn = false;
  const follow = (state: AuthState) => {
    if (state.isLoggedIn === wasLoggedIn) return;
    wasLoggedIn = state.isLoggedIn;
    if (state.isLoggedIn) connect();
    else leavePresence();
  };
  follow(authStore.get());
  authStore.subscribe(() => follow(authStore.get()));
  // A closing tab says goodbye too; a tab restored from the back/forward cache announces itself again.
  window.addEventListener("pagehide", () => leavePresence());
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && authStore.get().isLoggedIn) connect();
  });
}

/** For the admin's Online users panel: every list the server pushes, until the returned unsubscribe. */
export function onOnlineUsers(listener: (users: OnlineUser[]) => void): () => void {
  const s = theSocket();
  s.on(PRESENCE_EVENTS.online, listener);
  return () => void s.off(PRESENCE_EVENTS.online, listener);
}

/** Every `event` the server pushes (a chat message, …), until the returned unsubscribe. */
export function onSocketEvent<T>(event: string, listener: (payload: T) => void): () => void {
  const s = theSocket();
  s.on(event, listener);
  return () => void s.off(event, listener);
}

/** For the panel's status line: whether the live connection is up, and every change of it. */
export function onConnectionChange(listener: (connected: boolean) => void): () => void {
  const s = theSocket();
  const up = () => listener(true);
  const down = () => listener(false);
  s.on("connect", up);
  s.on("disconnect", down);
  listener(s.connected);
  return () => {
    s.off("connect", up);
    s.off("disconnect", down);
  };
}
