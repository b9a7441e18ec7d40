/**
 * The preload helper of the client's build (scripts/build/stylesheetLoader.ts): a lazy chunk's
 * import waits for its stylesheets, each added once, and never a second copy of the page's own.
 */
import { stylesheetLoader } from '../../../../scripts/build/stylesheetLoader';

type Preload = (load: () => Promise<string>, deps?: string[]) => Promise<string>;

function loadHelper(): Preload {
  const hook = stylesheetLoader().load as (id: string) => string | null;
  const source = hook('\0vite/preload-helper.js');
  if (!source) throw new Error('the plugin did not supply the preload helper');
  // The module's one export, as a function's return value.
  return new Function(
    `${source.replace('export const __vitePreload =', 'const __vitePreload =')}\nreturn __vitePreload;`,
  )() as Preload;
}

const stylesheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.getAttribute('href'));

function settle(href: string, event: 'load' | 'error'): void {
  const link = document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
  if (!link) throw new Error(`no stylesheet ${href}`);
  link.dispatchEvent(new Event(event));
}

beforeEach(() => {
  document.head.innerHTML = '<link rel="stylesheet" crossorigin href="/assets/index-page.css">';
});

describe('the stylesheet loader that wraps every lazy import()', () => {
  it('imports at once when the chunk has no stylesheet', async () => {
    await expect(loadHelper()(() => Promise.resolve('chunk'), [])).resolves.toBe('chunk');
    expect(stylesheets()).toEqual(['/assets/index-page.css']);
  });

  it("adds a chunk's stylesheets once, after the page's own and without crossorigin, and imports when they have loaded", async () => {
    const preload = loadHelper();
    const load = jest.fn(() => Promise.resolve('form'));
    const first = preload(load, ['assets/index-page.css', 'assets/forms.css']);
    const second = preload(load, ['assets/forms.css']);
    expect(stylesheets()).toEqual(['/assets/index-page.css', '/assets/forms.css']);
    expect(document.head.querySelector('link[href="/assets/forms.css"]')?.hasAttribute('crossorigin')).toBe(false);
    expect(load).not.toHaveBeenCalled();
    settle('/assets/forms.css', 'load');
    await expect(Promise.all([first, second])).resolves.toEqual(['form', 'form']);
    expect(stylesheets()).toEqual(['/assets/index-page.css', '/assets/forms.css']);
  });

  it('rejects the import when a stylesheet fails, and tries it again on the next import', async () => {
    const preload = loadHelper();
    const load = jest.fn(() => Promise.resolve('dialog'));
    const failed = preload(load, ['assets/dialog.css']);
    settle('/assets/dialog.css', 'error');
    await expect(failed).rejects.toThrow('Unable to load assets/dialog.css');
    expect(load).not.toHaveBeenCalled();
    expect(stylesheets()).toEqual(['/assets/index-page.css']);
    const retried = preload(load, ['assets/dialog.css']);
    settle('/assets/dialog.css', 'load');
    await expect(retried).resolves.toBe('dialog');
  });
});
