/*
 * The demo host page's own script and style (demoHostPage.ts), as a host would serve them: the script
 * shows what a host does with window.SupportClient. Plain text here, served as files of the page's origin.
 */

export const HOST_SCRIPT = `const client = window.SupportClient;
const events = document.getElementById('support-events');

function logEvent(name, payload) {
  const item = document.createElement('li');
  item.textContent = Object.keys(payload).length > 0 ? name + ' ' + JSON.stringify(payload) : name;
  events.append(item);
}

if (client) {
  for (const name of ['ready', 'unreadCount', 'closeRequested', 'sessionEnded', 'error', 'openLink', 'open', 'close']) {
    client.on(name, (payload) => logEvent(name, payload));
  }
  document.getElementById('open-support').addEventListener('click', () => client.open());
  document.getElementById('chat-locale').addEventListener('change', (event) => client.setLocale(event.target.value));
} else {
  logEvent('embed.js did not load', {});
}
`;

export const HOST_STYLE = `body {
  margin: 0;
  font: 16px/1.5 system-ui, sans-serif;
  color: #1f2937;
  background: #f3f4f6;
}

main {
  max-width: 40rem;
  padding: 1rem;
  margin: 0 auto;
}

code {
  font-size: 0.9em;
}

button,
select {
  font: inherit;
  padding: 0.25rem 0.75rem;
}
`;
