import { featureLoaded, lazyFeatures, type LazyFeatureName } from '../../../../src/app/lazyFeatures';
import { replayReducer } from '../../../../src/app/replayReducer';
import { createAppStore } from '../../../../src/app/store';
import { createCredentialVault } from '../../../../src/session/credentialVault';
import { memoryStore } from '../../../../src/lib/storage';
import { createRecorder } from '../../../../src/recorder/recorder';

function newStore() {
  const recorder = createRecorder();
  const store = createAppStore({
    vault: createCredentialVault({ pass: '', sign: '' }),
    sessionStorage: memoryStore(),
    apiBase: '',
    socketBase: 'ws://x.test',
    recorder,
  });
  const announced = () =>
    recorder
      .exportRecording()
      .entries.flatMap((entry) =>
        entry.kind === 'action' && entry.action.type === featureLoaded.type ? [entry.action.payload] : [],
      );
  return { store, announced };
}

describe('lazily loaded features (docs/architecture.md, "Lazy features")', () => {
  // Injection is for the page's life (one reducer for every store), so this comes first.
  it('the store starts with what a usable /chat needs, and without the lazily loaded slices', () => {
    const state = newStore().store.getState() as Record<string, unknown>;
    expect(Object.keys(state).sort()).toEqual(['api', 'chat', 'connection', 'messages', 'reception', 'session']);
  });

  it.each<[LazyFeatureName, string]>([
    ['workOrders', 'workOrders'],
    ['evaluation', 'evaluation'],
    ['hostBridge', 'hostBridge'],
  ])('%s brings its slice when it first loads, and the store records that once', async (name, slice) => {
    const { store, announced } = newStore();
    await lazyFeatures[name](store.dispatch);
    await lazyFeatures[name](store.dispatch);
    expect(store.getState()).toHaveProperty(slice);
    expect(announced()).toEqual([{ name, slices: [slice] }]);
  });

  it('a store created once a feature is in starts with its slice', () => {
    expect(Object.keys(newStore().store.getState())).toEqual(expect.arrayContaining(['workOrders', 'evaluation']));
  });
});

describe('replaying a recording holds the slices that were live', () => {
  const start = replayReducer(undefined, { type: '@@init' }) as Record<string, unknown>;
  const { workOrders: _workOrders, evaluation: _evaluation, hostBridge: _hostBridge, ...beforeFeatures } = start;

  it('knows every slice of the store and of every lazily loaded feature', async () => {
    const { store } = newStore();
    for (const load of Object.values(lazyFeatures)) await load(store.dispatch);
    expect(Object.keys(start).sort()).toEqual(Object.keys(store.getState()).sort());
  });

  it('adds a slice only where the recording says its feature loaded', () => {
    const later = replayReducer(beforeFeatures, { type: 'chat/typingOver' }) as Record<string, unknown>;
    expect(later).not.toHaveProperty('workOrders');
    const loaded = replayReducer(later, featureLoaded({ name: 'workOrders', slices: ['workOrders'] })) as Record<
      string,
      unknown
    >;
    expect(loaded).toHaveProperty('workOrders', { form: null, picks: {}, filed: [] });
    expect(loaded).not.toHaveProperty('evaluation');
  });
});
