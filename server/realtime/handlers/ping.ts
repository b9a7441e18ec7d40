import type { Handler } from './types';

export const ping: Handler<'ping'> = () => ({ server_time: Date.now() });
