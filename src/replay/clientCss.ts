// The client's stylesheets as text, injected only into the customer-screen frame: the viewer page
// keeps its own styles, and the chat gets exactly the styles it has in the client. The client loads
// most of them with the views that use them (into its own document); the frame needs them all at once.
const sheets = import.meta.glob<string>(['../**/*.css', '!../replay/**', '!../agent/**'], {
  query: '?inline',
  import: 'default',
  eager: true,
});

const BASE = '../ui/app.css';

export const clientCss: string = [
  BASE,
  ...Object.keys(sheets)
    .filter((path) => path !== BASE)
    .sort(),
]
  .map((path) => sheets[path])
  .join('\n');
