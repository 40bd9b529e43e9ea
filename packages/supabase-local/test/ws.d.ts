// The tests only hand `ws` to supabase-js as its realtime transport (Node 20 has no global
// WebSocket); they never call it, so its full types (@types/ws) are not needed.
declare module 'ws' {
  const WebSocket: unknown;
  export default WebSocket;
}
