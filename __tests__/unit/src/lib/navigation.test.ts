import { backTarget, type BackInput } from '../../../../src/lib/navigation';

const QUERY = '?app_key=demo&user=alice&country=US';
const HOME = { pathname: '/', search: QUERY };

describe('backTarget: where a screen’s back control leads', () => {
  it.each<[string, BackInput, unknown]>([
    ['home needs none, opened directly', { pathname: '/', search: QUERY, key: 'default' }, null],
    ['home needs none, reached from another screen', { pathname: '/', search: QUERY, key: 'k2', index: 2 }, null],
    [
      '/chat opened directly goes home with the link’s query',
      { pathname: '/chat', search: QUERY, key: 'default', index: 0 },
      HOME,
    ],
    ['/chat reached from / goes back', { pathname: '/chat', search: QUERY, key: 'k1', index: 1 }, -1],
    [
      '/chat reached from / in a memory router (no index) goes back',
      { pathname: '/chat', search: QUERY, key: 'k1' },
      -1,
    ],
    [
      '/chat reloaded after coming from / still goes back',
      { pathname: '/chat', search: QUERY, key: 'k1', index: 1 },
      -1,
    ],
    [
      '/faqmain after the force-FAQ redirect while opening goes home: nothing is behind it',
      { pathname: '/faqmain', search: QUERY, key: 'k9', index: 0 },
      HOME,
    ],
    ['/404 after the unknown-path redirect goes home', { pathname: '/404', search: QUERY, key: 'k3', index: 0 }, HOME],
    [
      '/faqdetail keeps its own query on the way home',
      { pathname: '/faqdetail', search: `${QUERY}&id=11`, key: 'default' },
      { pathname: '/', search: `${QUERY}&id=11` },
    ],
    [
      'a link without a query goes to a bare home',
      { pathname: '/social', search: '', key: 'default' },
      { pathname: '/', search: '' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(backTarget(input)).toEqual(expected);
  });
});
