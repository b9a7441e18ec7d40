import { register } from 'node:module';

register('./viteEnvHooks.mjs', import.meta.url);
