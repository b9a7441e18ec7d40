// The client's own stylesheet as text, injected only into the customer-screen frame: the viewer page
// keeps its own styles, and the chat gets exactly the styles it has in the client.
import css from '../ui/app.css?inline';

export const clientCss: string = css;
