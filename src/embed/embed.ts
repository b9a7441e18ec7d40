import { createSupportClient, type SupportClient } from './supportClient';

/*
 * embed.js (docs/embedding.md, "The embed snippet"): a host page includes
 *   <script src="https://support.example.com/embed.js" data-src="<the chat link its server made>" defer></script>
 * and gets a launcher with an unread badge, the chat in a panel, and `window.SupportClient`.
 */

const host = window as Window & { SupportClient?: SupportClient };
const script = document.currentScript;
const src = script instanceof HTMLScriptElement ? script.dataset.src : undefined;
if (!src) console.error('embed.js: the script tag needs data-src, the chat link your server made (docs/embedding.md).');
// Included twice, the first one stays: one launcher, one chat.
else if (!host.SupportClient) host.SupportClient = createSupportClient(src);
