import { isProductionMode, productionProblems, type ProductionFacts } from '../../../server/productionMode';

const SAFE: ProductionFacts = {
  faultsRequested: false,
  storageSecretSet: true,
  demoSecretProducts: [],
  demoPasswordAccounts: [],
};

describe('isProductionMode', () => {
  it.each([
    [{ NODE_ENV: 'production' }, true],
    [{ SANDBOX_MODE: 'production' }, true],
    [{ NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'test' }, false],
    [{}, false],
  ])('%j → %s', (env, expected) => {
    expect(isProductionMode(env)).toBe(expected);
  });
});

describe('productionProblems (what production mode refuses to start with)', () => {
  it.each<[string, Partial<ProductionFacts>, RegExp[]]>([
    ['nothing: it may start', {}, []],
    ['the fault switch asked for', { faultsRequested: true }, [/SANDBOX_FAULTS=1/]],
    ['no storage secret', { storageSecretSet: false }, [/STORAGE_SECRET is unset/]],
    [
      'the demo-signed product still on demo-secret',
      { demoSecretProducts: ['demo-signed'] },
      [/product "demo-signed" still has its demo signing secret/],
    ],
    [
      'demo passwords',
      { demoPasswordAccounts: ['alice', 'ann'] },
      [/user "alice" still has its demo password/, /user "ann" still has its demo password/],
    ],
    [
      'all of them, one line each',
      {
        faultsRequested: true,
        storageSecretSet: false,
        demoSecretProducts: ['demo-signed'],
        demoPasswordAccounts: ['bob'],
      },
      [/SANDBOX_FAULTS/, /STORAGE_SECRET/, /demo-signed/, /"bob"/],
    ],
  ])('%s', (_name, facts, expected) => {
    const problems = productionProblems({ ...SAFE, ...facts });
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(problems[index]).toMatch(pattern));
  });
});
